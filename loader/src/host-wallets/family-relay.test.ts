import type { HostWallet, RpcRequest } from '@porthole/protocol'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeRegistry } from '../testing/fake-solana-wallets.js'
import { flush } from '../testing/fake-wallets.js'
import { relayFamilyWallets } from './family-relay.js'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const
const PAYMENT = 'bc1qpayment'
const ORDINAL = 'bc1pordinal'
const DOT = '1535cMcyEV54DEVW4P2HQYz1iGJ5NhnnV6ii3y89wM4owzXq'
const ATOM = 'cosmos18h5gfxfr5j9ge93u7wf8m7d9ze43qlkyupk4z4'

/** A Wallet Standard Bitcoin wallet (Exodus's features) whose connect grants an ordinals address, then a payment one. */
function fakeBitcoinWallet(name = 'BTC Wallet') {
  const calls: unknown[] = []
  let accounts: WalletAccount[] = []
  const account = (address: string, purpose: string) =>
    ({ address, publicKey: new Uint8Array([2, 0xab]), chains: ['bitcoin:mainnet'], features: [], purpose }) as WalletAccount
  const wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: ['bitcoin:mainnet', 'solana:mainnet'],
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        connect: async (input: unknown) => (
          calls.push(['connect', input]),
          (accounts = [account(ORDINAL, 'ordinals'), account(PAYMENT, 'payment')]),
          { accounts }
        ),
      },
      'bitcoin:signMessage': {
        signMessage: async (input: { account: WalletAccount; message: Uint8Array }) => (
          calls.push(['signMessage', input.account.address, new TextDecoder().decode(input.message)]),
          [{ signature: new Uint8Array([1, 2, 3]) }]
        ),
      },
      'bitcoin:signTransaction': {
        signTransaction: async (input: { psbt: Uint8Array; inputsToSign: { account: WalletAccount; signingIndexes: number[] }[] }) => (
          calls.push(['signTransaction', Array.from(input.psbt), input.inputsToSign.map((i) => [i.account.address, i.signingIndexes])]),
          [{ signedPsbt: new Uint8Array([9, 9]) }]
        ),
      },
    },
  } as unknown as Wallet
  return { wallet, calls }
}

function fakeWindow(extra: Record<string, unknown> = {}) {
  return Object.assign(new EventTarget(), { location: { host: 'app.example' } }, extra)
}

function relay(registry: ReturnType<typeof fakeRegistry>, target = fakeWindow()) {
  const lists: HostWallet[][] = []
  const handle = relayFamilyWallets({ registry, target, onWallets: (w) => void lists.push(w) })
  const request = (uuid: string, method: string, params?: object, chainId?: string) =>
    handle.request(uuid, { method, ...(params && { params }), ...(chainId && { chainId }) } as RpcRequest)
  return { ...handle, lists, request }
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('discovery', () => {
  it('lists Bitcoin Wallet Standard wallets, injected-web3 extensions and window.keplr, each with its family, in one list', async () => {
    const btc = fakeBitcoinWallet()
    const r = relay(
      fakeRegistry(btc.wallet),
      fakeWindow({ injectedWeb3: { 'polkadot-js': { enable: async () => ({}) }, broken: {} }, keplr: { enable: async () => {}, getKey: async () => ({}) } }),
    )
    await flush()
    expect(r.lists).toHaveLength(1)
    expect(r.wallets()).toEqual([
      { uuid: 'bip122:BTC Wallet', name: 'BTC Wallet', icon: ICON, rdns: '', namespace: 'bip122', chains: ['bitcoin:mainnet'] },
      expect.objectContaining({ uuid: 'polkadot:polkadot-js', name: 'polkadot-js', namespace: 'polkadot' }),
      expect.objectContaining({ uuid: 'cosmos:Keplr', name: 'Keplr', namespace: 'cosmos' }),
    ])
  })

  it('leaves out wallets without bitcoin:connect and ones with a malformed icon, and follows later registrations', async () => {
    const noConnect = fakeBitcoinWallet('No Connect')
    delete (noConnect.wallet.features as Record<string, unknown>)['bitcoin:connect']
    const registry = fakeRegistry(noConnect.wallet, { ...fakeBitcoinWallet('Bad Icon').wallet, icon: 'javascript:alert(1)' } as unknown as Wallet)
    const r = relay(registry)
    expect(r.wallets()).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
    const unregister = registry.register(fakeBitcoinWallet('Late').wallet)
    expect(r.wallets().map((w) => w.name)).toEqual(['Late'])
    unregister()
    expect(r.wallets()).toEqual([])
  })
})

describe('bip122', () => {
  it('connects with both purposes asked, the payment address first, and signs with the account the frame names', async () => {
    const btc = fakeBitcoinWallet()
    const r = relay(fakeRegistry(btc.wallet))
    expect(await r.request('bip122:BTC Wallet', 'porthole_getAccounts')).toEqual([])
    expect(await r.request('bip122:BTC Wallet', 'porthole_connectAccounts')).toEqual([
      { address: PAYMENT, purpose: 'payment', publicKey: '02ab' },
      { address: ORDINAL, purpose: 'ordinal', publicKey: '02ab' },
    ])
    expect(await r.request('bip122:BTC Wallet', 'signMessage', { account: PAYMENT, message: 'hi' })).toEqual({ address: PAYMENT, signature: 'AQID' })
    expect(
      await r.request('bip122:BTC Wallet', 'signPsbt', {
        account: PAYMENT,
        psbt: 'AQI=',
        signInputs: [
          { address: PAYMENT, index: 0 },
          { address: PAYMENT, index: 2 },
        ],
      }),
    ).toEqual({ psbt: 'CQk=' })
    expect(btc.calls).toEqual([
      ['connect', { purposes: ['payment', 'ordinals'] }],
      ['signMessage', PAYMENT, 'hi'],
      ['signTransaction', [1, 2], [[PAYMENT, [0, 2]]]],
    ])
  })

  it('refuses an address the wallet did not grant (4100), a transfer (4200) and a uuid not on the page', async () => {
    const r = relay(fakeRegistry(fakeBitcoinWallet().wallet))
    await expect(r.request('bip122:BTC Wallet', 'signMessage', { account: 'bc1qother', message: 'hi' })).rejects.toMatchObject({ code: 4100 })
    await expect(r.request('bip122:BTC Wallet', 'sendTransfer', { account: PAYMENT, recipientAddress: PAYMENT, amount: '1' })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(r.request('bip122:Nobody', 'signMessage', {})).rejects.toMatchObject({ code: 4100 })
  })
})

describe('polkadot', () => {
  it('enables the extension with the page’s host once, and signs text as its UTF-8 bytes', async () => {
    const signRaw = vi.fn(async () => ({ id: 1, signature: '0x01ab' }))
    const enable = vi.fn(async () => ({ accounts: { get: async () => [{ address: DOT, name: 'Main' }] }, signer: { signRaw } }))
    const r = relay(fakeRegistry(), fakeWindow({ injectedWeb3: { ext: { enable } } }))
    expect(await r.request('polkadot:ext', 'porthole_getAccounts')).toEqual([])
    expect(await r.request('polkadot:ext', 'porthole_connectAccounts')).toEqual([{ address: DOT, name: 'Main' }])
    expect(await r.request('polkadot:ext', 'polkadot_signMessage', { address: DOT, message: 'hi' })).toEqual({ signature: '0x01ab' })
    expect(enable.mock.calls).toEqual([['app.example']])
    expect(signRaw.mock.calls).toEqual([[{ address: DOT, data: '0x6869', type: 'bytes' }]])
    await expect(r.request('polkadot:ext', 'polkadot_signMessage', { address: 'other', message: 'hi' })).rejects.toMatchObject({ code: 4100 })
  })
})

describe('cosmos', () => {
  it('enables the request’s chain by its Cosmos id and signs arbitrary data with the granted key only', async () => {
    const keplr = {
      enable: vi.fn(async () => {}),
      getKey: vi.fn(async () => ({ bech32Address: ATOM, pubKey: new Uint8Array([3, 1]), algo: 'secp256k1', name: 'Key' })),
      signArbitrary: vi.fn(async () => ({ pub_key: { type: 't', value: 'AwE=' }, signature: 'c2ln' })),
    }
    const r = relay(fakeRegistry(), fakeWindow({ keplr }))
    const chain = 'cosmos:cosmoshub-4'
    expect(await r.request('cosmos:Keplr', 'cosmos_getAccounts', undefined, chain)).toEqual([])
    expect(await r.request('cosmos:Keplr', 'porthole_connectAccounts', undefined, chain)).toEqual([
      { address: ATOM, algo: 'secp256k1', publicKey: 'AwE=', name: 'Key' },
    ])
    expect(await r.request('cosmos:Keplr', 'cosmos_getAccounts', undefined, chain)).toEqual([{ address: ATOM, algo: 'secp256k1', pubkey: 'AwE=' }])
    expect(await r.request('cosmos:Keplr', 'cosmos_signArbitrary', { signerAddress: ATOM, data: 'hi' }, chain)).toEqual({
      pub_key: { type: 't', value: 'AwE=' },
      signature: 'c2ln',
    })
    expect(keplr.enable.mock.calls).toEqual([['cosmoshub-4']])
    expect(keplr.signArbitrary.mock.calls).toEqual([['cosmoshub-4', ATOM, 'hi']])
    await expect(r.request('cosmos:Keplr', 'cosmos_signArbitrary', { signerAddress: 'cosmos1other', data: 'hi' }, chain)).rejects.toMatchObject({ code: 4100 })
  })
})
