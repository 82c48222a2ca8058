import type { Wallet } from '@wallet-standard/base'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerWallet } from './wallet-standard.js'

const wallet = { name: 'Porthole' } as Wallet

/** A fresh @wallet-standard/app (its registry is module state) on the stubbed window. */
const app = async () => (await import('@wallet-standard/app')).getWallets()

beforeEach(() => {
  vi.resetModules()
  vi.stubGlobal('window', new EventTarget())
})
afterEach(() => {
  vi.unstubAllGlobals()
  // The registry this test filled is not handed to the next test file.
  vi.resetModules()
})

describe('registerWallet', () => {
  it('reaches an app that was listening already', async () => {
    const wallets = await app()
    registerWallet(window, wallet)
    expect(wallets.get()).toEqual([wallet])
  })

  it('reaches an app that starts later, when it says it is ready', async () => {
    registerWallet(window, wallet)
    expect((await app()).get()).toEqual([wallet])
  })
})
