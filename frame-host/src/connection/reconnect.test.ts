import { PortholeError } from '@porthole/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ALICE, fakeWallet, walletInfo } from '../testing/fake-wallet.js'
import { testFrame } from '../testing/test-frame.js'
import type { StoredConnection } from '../storage/connection-storage.js'
import { memoryStorage } from '../storage/browser-storage.js'

const KEY = 'porthole:connection:eip155'
const STORED: StoredConnection = { namespace: 'eip155', connectorId: 'uuid-old', wallet: { uuid: 'uuid-old', rdns: 'com.example.wallet1' } }

function storageWith(value: unknown = STORED) {
  const storage = memoryStorage()
  storage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value))
  return storage
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('reconnect at start', () => {
  it('is connecting while a stored connection is being restored, then connected without a prompt', async () => {
    // After a reload the page gives the same wallet a new uuid: it is found again by rdns.
    const wallet = fakeWallet({ authorized: true, chainId: 31338 })
    const storage = storageWith()
    const frame = testFrame({ wallets: [wallet], storage })
    expect(frame.store.getState().connection.eip155.status).toBe('connecting')

    frame.listWallets()
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.store.getState().connection.eip155).toMatchObject({ status: 'connected', connectorId: 'uuid-1', accounts: [{ address: ALICE }] })
    expect(frame.store.getState().network.active.eip155).toBe('eip155:31338')
    expect(wallet.methods()).toEqual(['eth_accounts', 'eth_chainId'])
    expect(frame.events()).toEqual([
      ['chainChanged', '0x7a6a'],
      ['connect', { chainId: '0x7a6a' }],
      ['accountsChanged', [ALICE]],
    ])
    expect(JSON.parse(storage.getItem(KEY)!)).toMatchObject({ connectorId: 'uuid-1' })
  })

  it('eth_accounts asked meanwhile waits for the outcome', async () => {
    const frame = testFrame({ wallets: [fakeWallet({ authorized: true })], storage: storageWith() })
    const accounts = frame.request('eth_accounts')
    frame.listWallets()
    await vi.advanceTimersByTimeAsync(0)
    await expect(accounts).resolves.toEqual([ALICE])
  })

  it('falls back to the uuid when the stored wallet has no rdns (legacy window.ethereum)', async () => {
    const legacy = fakeWallet({ info: walletInfo(1, { uuid: 'injected', rdns: '' }), authorized: true })
    const stored = { ...STORED, connectorId: 'injected', wallet: { uuid: 'injected', rdns: '' } }
    const frame = testFrame({ wallets: [legacy], storage: storageWith(stored) })
    frame.listWallets()
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.store.getState().connection.eip155).toMatchObject({ status: 'connected', connectorId: 'injected' })
  })

  it('ends disconnected, and forgets the connection, when the wallet shares no account', async () => {
    const storage = storageWith()
    const frame = testFrame({ wallets: [fakeWallet({ authorized: false })], storage })
    frame.listWallets()
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.store.getState().connection.eip155.status).toBe('disconnected')
    expect(storage.getItem(KEY)).toBeNull()
    expect(frame.events()).toEqual([])
  })

  it('ends disconnected when the wallet fails', async () => {
    const wallet = fakeWallet({ authorized: true })
    wallet.fail('eth_accounts', new PortholeError(-32603, 'Internal error'))
    const frame = testFrame({ wallets: [wallet], storage: storageWith() })
    frame.listWallets()
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.store.getState().connection.eip155.status).toBe('disconnected')
  })

  it('ends disconnected when the wallet is not among the page’s within 3 s', async () => {
    const frame = testFrame({ wallets: [fakeWallet({ info: walletInfo(2), authorized: true })], storage: storageWith() })
    frame.listWallets()
    await vi.advanceTimersByTimeAsync(2_999)
    expect(frame.store.getState().connection.eip155.status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(frame.store.getState().connection.eip155.status).toBe('disconnected')
  })

  it('waits for a wallet announced late, within the 3 s', async () => {
    const wallet = fakeWallet({ authorized: true })
    const frame = testFrame({ wallets: [wallet], storage: storageWith() })
    frame.listWallets([])
    await vi.advanceTimersByTimeAsync(2_000)
    frame.listWallets()
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.store.getState().connection.eip155.status).toBe('connected')
  })

  it('with reconnect disabled, starts disconnected and asks no wallet', async () => {
    const wallet = fakeWallet({ authorized: true })
    const storage = storageWith()
    const frame = testFrame({ wallets: [wallet], storage, reconnect: false })
    expect(frame.store.getState().connection.eip155.status).toBe('disconnected')
    frame.listWallets()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(frame.store.getState().connection.eip155.status).toBe('disconnected')
    expect(wallet.calls).toEqual([])
    expect(storage.getItem(KEY)).not.toBeNull()
  })

  it.each([
    ['not JSON', '{nope'],
    ['another shape', { namespace: 'eip155', connectorId: 'x' }],
    ['an unknown namespace', { ...STORED, namespace: 'tron' }],
    ['a huge id', { ...STORED, connectorId: 'x'.repeat(65) }],
  ])('treats a stored value that is %s as nothing', (_name, value) => {
    const frame = testFrame({ storage: storageWith(value) })
    expect(frame.store.getState().connection.eip155.status).toBe('disconnected')
  })
})
