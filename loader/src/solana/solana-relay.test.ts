import { LEGACY_SOLANA_UUID, SolanaNetworkIds, UserRejectedRequestError, type HostWallet, type RpcRequest } from '@porthole/protocol'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { base58Encode, base64Decode, base64Encode } from './encoding.js'
import { fakeLegacySolana, fakeRegistry, fakeStandardWallet } from '../testing/fake-solana-wallets.js'
import { flush } from '../testing/fake-wallets.js'
import { relaySolanaWallets } from './solana-relay.js'

const ALICE = base58Encode(new Uint8Array(32).fill(1))
const BOB = base58Encode(new Uint8Array(32).fill(2))
const own = fakeStandardWallet('Porthole', []).wallet

/** A legacy message: one signature slot, two keys, a blockhash, no instructions. */
const TRANSACTION = new Uint8Array([
  1,
  ...new Uint8Array(64),
  1,
  0,
  1,
  2,
  ...new Uint8Array(32).fill(1),
  ...new Uint8Array(32).fill(2),
  ...new Uint8Array(32).fill(3),
  0,
])

function relay(registry: ReturnType<typeof fakeRegistry>, target: Parameters<typeof relaySolanaWallets>[0]['target'] = {}) {
  const lists: HostWallet[][] = []
  const events: unknown[][] = []
  const handle = relaySolanaWallets({ registry, target, own, onWallets: (w) => void lists.push(w), onEvent: (...e) => void events.push(e) })
  const request = (uuid: string, method: string, params?: object, chainId?: string) =>
    handle.request(uuid, { method, ...(params && { params }), ...(chainId && { chainId }) } as RpcRequest)
  return { ...handle, lists, events, request }
}

const uuid = (name: string) => `wallet-standard:${name}`

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('discovery', () => {
  it('lists Solana Wallet Standard wallets with namespace and chains, not Porthole, not other chains', async () => {
    const sol = fakeStandardWallet('Sol Wallet', [ALICE], { chains: ['solana:mainnet', 'solana:devnet', 'sui:mainnet'] })
    const sui = fakeStandardWallet('Sui Only', [ALICE], { chains: ['sui:mainnet'] })
    const r = relay(fakeRegistry(sol.wallet, sui.wallet, own))
    await flush()
    expect(r.lists).toEqual([
      [{ uuid: uuid('Sol Wallet'), name: 'Sol Wallet', icon: sol.wallet.icon, rdns: '', namespace: 'solana', chains: ['solana:mainnet', 'solana:devnet'] }],
    ])
  })

  it('needs standard:connect and solana:signMessage, a well-formed icon, and one wallet per name', async () => {
    const noSign = fakeStandardWallet('No Sign', [ALICE])
    delete (noSign.wallet.features as Record<string, unknown>)['solana:signMessage']
    const badIcon = fakeStandardWallet('Bad Icon', [ALICE])
    const twin = fakeStandardWallet('Sol Wallet', [BOB])
    const r = relay(
      fakeRegistry(
        noSign.wallet,
        { ...badIcon.wallet, icon: 'javascript:alert(1)' } as unknown as Wallet,
        fakeStandardWallet('Sol Wallet', [ALICE]).wallet,
        twin.wallet,
      ),
    )
    expect(r.wallets().map((w) => w.name)).toEqual(['Sol Wallet'])
    expect(warn).toHaveBeenCalledOnce()
  })

  it('adds a wallet that registers later and drops one that unregisters, one list per burst', async () => {
    const registry = fakeRegistry()
    const r = relay(registry)
    const unregister = registry.register(fakeStandardWallet('Late', [ALICE]).wallet)
    registry.register(fakeStandardWallet('Later', [ALICE]).wallet)
    await flush()
    expect(r.lists.map((l) => l.map((w) => w.name))).toEqual([['Late', 'Later']])
    unregister()
    await flush()
    expect(r.lists.at(-1)!.map((w) => w.name)).toEqual(['Later'])
  })

  it('relays window.phantom.solana (or window.solana) as the legacy wallet until a standard wallet of its name registers', async () => {
    const registry = fakeRegistry()
    const phantom = fakeLegacySolana(ALICE, { isPhantom: true })
    const r = relay(registry, { phantom: { solana: phantom }, solana: fakeLegacySolana(BOB) })
    expect(r.wallets()).toEqual([
      { uuid: LEGACY_SOLANA_UUID, name: 'Phantom', icon: expect.stringMatching(/^data:image\/svg\+xml,/), rdns: '', namespace: 'solana' },
    ])
    expect(phantom.listenerCount()).toBe(3)
    registry.register(fakeStandardWallet('Phantom', [ALICE]).wallet)
    expect(r.wallets().map((w) => w.uuid)).toEqual([uuid('Phantom')])
    expect(phantom.listenerCount()).toBe(0)
    expect(
      relay(fakeRegistry(), { solana: fakeLegacySolana(BOB) })
        .wallets()
        .map((w) => w.name),
    ).toEqual(['Browser Wallet'])
    expect(relay(fakeRegistry(), { solana: { connect: 'no' } }).wallets()).toEqual([])
  })
})

describe('requests to a Wallet Standard wallet', () => {
  it('request and get accounts through standard:connect; getting is silent and [] when not trusted', async () => {
    const sol = fakeStandardWallet('Sol', [ALICE, BOB])
    const r = relay(fakeRegistry(sol.wallet))
    expect(await r.request(uuid('Sol'), 'solana_getAccounts')).toEqual([])
    expect(await r.request(uuid('Sol'), 'solana_requestAccounts')).toEqual([ALICE, BOB])
    expect(await r.request(uuid('Sol'), 'solana_getAccounts')).toEqual([ALICE, BOB])
    expect(sol.calls).toEqual([
      ['connect', { silent: true }],
      ['connect', undefined],
    ])
  })

  it('sign a message with the named account, answering base58', async () => {
    const sol = fakeStandardWallet('Sol', [ALICE, BOB])
    const r = relay(fakeRegistry(sol.wallet))
    await r.request(uuid('Sol'), 'solana_requestAccounts')
    const message = new Uint8Array([9, 8])
    expect(await r.request(uuid('Sol'), 'solana_signMessage', { message: base58Encode(message), pubkey: BOB })).toEqual({
      signature: base58Encode(new Uint8Array(64).fill(9)),
    })
    expect(sol.calls.at(-1)).toEqual(['signMessage', { account: sol.wallet.accounts[1], message }])
    await expect(r.request(uuid('Sol'), 'solana_signMessage', { message: '2', pubkey: base58Encode(new Uint8Array(32).fill(3)) })).rejects.toMatchObject({
      code: 4100,
    })
    await expect(r.request(uuid('Sol'), 'solana_signMessage', { message: '', pubkey: ALICE })).rejects.toMatchObject({ code: -32602 })
  })

  it('sign one or all transactions on the Wallet Standard chain of the CAIP-2 id, answering base64', async () => {
    const sol = fakeStandardWallet('Sol', [ALICE])
    const r = relay(fakeRegistry(sol.wallet))
    await r.request(uuid('Sol'), 'solana_requestAccounts')
    const tx = base64Encode(TRANSACTION)
    const flipped = base64Encode(TRANSACTION.map((b) => b ^ 0xff))
    expect(await r.request(uuid('Sol'), 'solana_signTransaction', { transaction: tx }, SolanaNetworkIds.devnet)).toEqual({ transaction: flipped })
    expect(sol.calls.at(-1)).toEqual(['signTransaction', { account: sol.wallet.accounts[0], transaction: TRANSACTION, chain: 'solana:devnet' }])
    expect(await r.request(uuid('Sol'), 'solana_signAllTransactions', { transactions: [tx, tx], pubkey: ALICE })).toEqual({ transactions: [flipped, flipped] })
    expect(sol.calls.at(-1)).toHaveLength(3)
    await expect(r.request(uuid('Sol'), 'solana_signTransaction', { transaction: tx }, 'solana:nope')).rejects.toMatchObject({ code: -32602 })
  })

  it('sign and send with the send options, on the asked chain or else the account’s first', async () => {
    const sol = fakeStandardWallet('Sol', [ALICE])
    const r = relay(fakeRegistry(sol.wallet))
    await r.request(uuid('Sol'), 'solana_requestAccounts')
    const params = { transaction: base64Encode(TRANSACTION), sendOptions: { skipPreflight: true } }
    expect(await r.request(uuid('Sol'), 'solana_signAndSendTransaction', params, 'solana:localnet')).toEqual({
      signature: base58Encode(new Uint8Array(64).fill(5)),
    })
    expect(sol.calls.at(-1)).toEqual([
      'signAndSendTransaction',
      { account: sol.wallet.accounts[0], transaction: TRANSACTION, chain: 'solana:localnet', options: { skipPreflight: true } },
    ])
    await r.request(uuid('Sol'), 'solana_signAndSendTransaction', { transaction: base64Encode(TRANSACTION) })
    expect(sol.calls.at(-1)).toEqual(['signAndSendTransaction', { account: sol.wallet.accounts[0], transaction: TRANSACTION, chain: 'solana:mainnet' }])
  })

  it("a missing feature is 4200, an unknown method 4200, the wallet's own error keeps its code and message", async () => {
    const sol = fakeStandardWallet('Sol', [ALICE], { signAndSend: false })
    const r = relay(fakeRegistry(sol.wallet))
    await r.request(uuid('Sol'), 'solana_requestAccounts')
    await expect(r.request(uuid('Sol'), 'solana_signAndSendTransaction', { transaction: base64Encode(TRANSACTION) })).rejects.toMatchObject({ code: 4200 })
    await expect(r.request(uuid('Sol'), 'eth_accounts')).rejects.toMatchObject({ code: 4200 })
    sol.failNext(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    const rejected = r.request(uuid('Sol'), 'solana_signMessage', { message: '2', pubkey: ALICE })
    await expect(rejected).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(rejected).rejects.toMatchObject({ message: 'User rejected the request.' })
    await expect(r.request('nope', 'solana_getAccounts')).rejects.toMatchObject({ code: 4100 })
  })

  it("forward the wallet's account changes, until stopped", async () => {
    const sol = fakeStandardWallet('Sol', [ALICE])
    const r = relay(fakeRegistry(sol.wallet))
    sol.switchTo([BOB])
    sol.switchTo([])
    expect(r.events).toEqual([
      [uuid('Sol'), 'accountsChanged', [BOB]],
      [uuid('Sol'), 'accountsChanged', []],
    ])
    r.stop()
    expect(sol.listenerCount()).toBe(0)
    await expect(r.request(uuid('Sol'), 'solana_getAccounts')).rejects.toMatchObject({ code: 4100 })
  })
})

describe('requests to the legacy window.solana', () => {
  it('connect, read the key silently, sign a message, and forward its events', async () => {
    const legacy = fakeLegacySolana(ALICE)
    const r = relay(fakeRegistry(), { solana: legacy })
    expect(await r.request(LEGACY_SOLANA_UUID, 'solana_getAccounts')).toEqual([])
    expect(await r.request(LEGACY_SOLANA_UUID, 'solana_requestAccounts')).toEqual([ALICE])
    expect(await r.request(LEGACY_SOLANA_UUID, 'solana_getAccounts')).toEqual([ALICE])
    const signed = await r.request(LEGACY_SOLANA_UUID, 'solana_signMessage', { message: base58Encode(new Uint8Array([4])), pubkey: ALICE })
    expect(signed).toEqual({ signature: base58Encode(new Uint8Array(64).fill(4)) })
    await expect(r.request(LEGACY_SOLANA_UUID, 'solana_signMessage', { message: '5', pubkey: BOB })).rejects.toMatchObject({ code: 4100 })
    legacy.emit('accountChanged', { toBase58: () => BOB })
    legacy.emit('accountChanged', null)
    legacy.emit('disconnect')
    expect(r.events).toEqual([
      [LEGACY_SOLANA_UUID, 'accountsChanged', [BOB]],
      [LEGACY_SOLANA_UUID, 'accountsChanged', []],
      [LEGACY_SOLANA_UUID, 'accountsChanged', []],
    ])
  })

  it('signs transactions as @solana/web3.js objects, loaded only then', async () => {
    vi.stubGlobal('__PORTHOLE_SOLANA_WEB3__', new URL('../host-wallets/web3-transaction.ts', import.meta.url).pathname)
    const legacy = fakeLegacySolana(ALICE)
    legacy.signTransaction = async (transaction) => {
      ;(transaction as unknown as { signatures: Uint8Array[] }).signatures[0] = new Uint8Array(64).fill(6)
      return transaction
    }
    const r = relay(fakeRegistry(), { solana: legacy })
    await r.request(LEGACY_SOLANA_UUID, 'solana_requestAccounts')
    const { transaction } = (await r.request(LEGACY_SOLANA_UUID, 'solana_signTransaction', { transaction: base64Encode(TRANSACTION) })) as {
      transaction: string
    }
    expect(base64Decode(transaction)).toEqual(new Uint8Array([1, ...new Uint8Array(64).fill(6), ...TRANSACTION.slice(65)]))
    const all = (await r.request(LEGACY_SOLANA_UUID, 'solana_signAllTransactions', {
      transactions: [base64Encode(TRANSACTION), base64Encode(TRANSACTION)],
    })) as {
      transactions: string[]
    }
    expect(all.transactions).toEqual([base64Encode(TRANSACTION), base64Encode(TRANSACTION)])
    expect(legacy.calls.at(-1)![0]).toBe('signAllTransactions')
    await expect(r.request(LEGACY_SOLANA_UUID, 'solana_signAndSendTransaction', { transaction: base64Encode(TRANSACTION) })).rejects.toMatchObject({
      code: 4200,
    })
  })
})
