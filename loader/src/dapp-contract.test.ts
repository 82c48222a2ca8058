import type { WalletAccount } from '@wallet-standard/base'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPorthole } from './porthole.js'
import { createProvider } from './provider.js'
import type { ScriptOptions } from './script-options.js'
import { base58Encode } from './solana/encoding.js'
import { createSolanaFeatures } from './solana/features.js'

/** What a dapp reads off an error it caught. */
const seen = (error: unknown) => {
  const { name, code, message, data } = error as { name: string; code?: number; message: string; data?: unknown }
  return { name, code, message, data }
}
const caught = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('it resolved'), seen)

const ALICE = base58Encode(new Uint8Array(32).fill(1))
const OPTIONS: ScriptOptions = { origin: 'https://porthole.test', projectId: 'demo', theme: 'light', reconnect: true, injectWindowEthereum: false, dapp: {} }

beforeEach(() => {
  vi.stubGlobal('window', { location: { href: 'https://dapp.test/' }, history: { state: null, replaceState() {} } })
  vi.stubGlobal('document', { createElement: () => ({ style: {}, setAttribute() {}, addEventListener() {} }), body: { append() {} } })
  // A page painted already: its frames come at once.
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => fn())
  vi.stubGlobal('location', { host: 'dapp.test' })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// The errors the page's own code makes, recorded: what a dapp reads off them is a contract.
describe('what a dapp receives from the page', () => {
  it('EIP-1193: bad arguments, and the disconnect event', async () => {
    const { provider, emit } = createProvider(async () => null)
    expect(await caught(provider.request({ method: '' }))).toStrictEqual({
      name: 'PortholeError',
      code: -32600,
      message: 'Invalid request arguments',
      data: undefined,
    })
    const events: unknown[] = []
    provider.on('disconnect', (error) => events.push(seen(error)))
    provider.on('accountsChanged', (accounts) => events.push(accounts))
    emit('disconnect', { code: 4900, message: 'The provider is disconnected from all chains.', data: { reason: 'x' } })
    emit('accountsChanged', ['0x01'])
    expect(events).toStrictEqual([
      { name: 'PortholeError', code: 4900, message: 'The provider is disconnected from all chains.', data: { reason: 'x' } },
      ['0x01'],
    ])
  })

  it('the Wallet Standard features', async () => {
    let answer: unknown = [ALICE]
    const { features } = createSolanaFeatures({ request: async () => answer, emit: () => {} })
    const account = (address: string) => ({ address }) as WalletAccount
    expect(await caught(features.signMessage({ account: account(ALICE), message: new Uint8Array([1]) }))).toStrictEqual({
      name: 'UnauthorizedProviderError',
      code: 4100,
      message: 'The requested account and/or method has not been authorized by the user.',
      data: undefined,
    })
    await features.connect()
    expect(await caught(features.signMessage({ account: account(ALICE), message: 'hi' as never }))).toStrictEqual({
      name: 'InvalidParamsRpcError',
      code: -32602,
      message: 'Expected a Uint8Array',
      data: undefined,
    })
    expect(await caught(features.signTransaction({ account: account(ALICE), transaction: new Uint8Array([1]), chain: 'solana:moon' }))).toStrictEqual({
      name: 'InvalidParamsRpcError',
      code: -32602,
      message: 'Unsupported chain: solana:moon',
      data: undefined,
    })
    answer = ['not an address']
    expect(await caught(features.connect({ silent: true }))).toStrictEqual({
      name: 'InternalRpcError',
      code: -32603,
      message: 'Unexpected answer to solana_getAccounts',
      data: undefined,
    })
  })

  it('window.porthole: a snippet without a project, and a frame that cannot load', async () => {
    const unconfigured = createPorthole({ ...OPTIONS, projectId: '' }, () => Promise.reject(new Error('unreachable')))
    expect(await caught(unconfigured.ready)).toStrictEqual({ name: 'AlertError', code: 4900, message: 'Project ID Not Configured', data: undefined })
    expect(await caught(unconfigured.provider.request({ method: 'eth_chainId' }))).toStrictEqual({
      name: 'AlertError',
      code: 4900,
      message: 'Project ID Not Configured',
      data: undefined,
    })
    const misconfigured = createPorthole({ ...OPTIONS, configError: 'siweConfig and siwx cannot both be set' }, () => Promise.reject(new Error('unreachable')))
    expect(await caught(misconfigured.ready)).toStrictEqual({
      name: 'Error',
      code: undefined,
      message: 'siweConfig and siwx cannot both be set',
      data: undefined,
    })
    const unloaded = createPorthole(OPTIONS, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    expect(await caught(unloaded.ready)).toStrictEqual({ name: 'AlertError', code: 4900, message: 'iframe load failed', data: undefined })
    expect(await caught(unloaded.open())).toStrictEqual({ name: 'AlertError', code: 4900, message: 'iframe load failed', data: undefined })
  })
})
