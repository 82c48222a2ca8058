import { SolanaNetworkIds, UserRejectedRequestError, type RpcRequest } from '@porthole/protocol'
import type { WalletAccount } from '@wallet-standard/base'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { base58Encode, base64Encode } from './encoding.js'
import { createSolanaFeatures } from './features.js'

const ALICE = base58Encode(new Uint8Array(32).fill(1))
const BOB = base58Encode(new Uint8Array(32).fill(2))
const SIGNATURE = new Uint8Array(64).fill(7)
const TRANSACTION = new Uint8Array([1, ...new Uint8Array(64), 9, 9, 9])
const SIGNED = new Uint8Array([1, ...SIGNATURE, 9, 9, 9])

/** The frame's side of `request`: answers by method, records what the page asked. */
function fakeFrame(answers: Record<string, (args: RpcRequest) => unknown> = {}) {
  const asked: RpcRequest[] = []
  const changes: (readonly WalletAccount[])[] = []
  const defaults: Record<string, (args: RpcRequest) => unknown> = {
    solana_requestAccounts: () => [ALICE],
    solana_getAccounts: () => [ALICE],
    solana_signMessage: () => ({ signature: base58Encode(SIGNATURE) }),
    solana_signTransaction: () => ({ transaction: base64Encode(SIGNED) }),
    solana_signAndSendTransaction: () => ({ signature: base58Encode(SIGNATURE) }),
  }
  const { features, onFrameEvent } = createSolanaFeatures({
    request: async (args) => (asked.push(args), (answers[args.method] ?? defaults[args.method]!)(args)),
    emit: ({ accounts }) => void changes.push(accounts),
  })
  return { features, onFrameEvent, asked, changes }
}

beforeEach(() => vi.stubGlobal('location', { host: 'dapp.test' }))
afterEach(() => vi.unstubAllGlobals())

describe('standard:connect and standard:disconnect', () => {
  it('connect asks for accounts and answers with full Wallet Standard accounts', async () => {
    const frame = fakeFrame({ solana_requestAccounts: () => [ALICE, BOB] })
    const { accounts } = await frame.features.connect()
    expect(frame.asked).toEqual([{ method: 'solana_requestAccounts' }])
    expect(accounts.map((a) => a.address)).toEqual([ALICE, BOB])
    expect(accounts[0]).toEqual({
      address: ALICE,
      publicKey: new Uint8Array(32).fill(1),
      chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'],
      features: ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage', 'solana:signIn'],
    })
    expect(frame.changes).toEqual([accounts])
  })

  it('a silent connect only reads the accounts; the same accounts again change nothing', async () => {
    const frame = fakeFrame()
    const first = await frame.features.connect({ silent: true })
    const second = await frame.features.connect({ silent: true })
    expect(frame.asked.map((a) => a.method)).toEqual(['solana_getAccounts', 'solana_getAccounts'])
    expect(second.accounts[0]).toBe(first.accounts[0])
    expect(frame.changes).toHaveLength(1)
  })

  it('disconnect forgets the accounts on the page without asking the frame', async () => {
    const frame = fakeFrame()
    await frame.features.connect()
    await frame.features.disconnect()
    expect(frame.changes.at(-1)).toEqual([])
    expect(frame.asked).toHaveLength(1)
    await expect(frame.features.signMessage({ account: { address: ALICE } as WalletAccount, message: new Uint8Array([1]) })).rejects.toMatchObject({
      code: 4100,
    })
  })

  it("keeps the frame's error as it came, and refuses an answer of the wrong shape", async () => {
    const rejected = new UserRejectedRequestError()
    const frame = fakeFrame({
      solana_requestAccounts: () => Promise.reject(rejected),
      solana_getAccounts: () => ['not an address'],
    })
    await expect(frame.features.connect()).rejects.toBe(rejected)
    await expect(frame.features.connect({ silent: true })).rejects.toMatchObject({ code: -32603 })
    expect(frame.changes).toEqual([])
  })
})

describe('standard:events from the frame', () => {
  it("a connected page follows the visitor's accounts; an empty list disconnects it", async () => {
    const frame = fakeFrame()
    const { accounts } = await frame.features.connect()
    frame.onFrameEvent('accountsChanged', [BOB, ALICE])
    expect(frame.changes.at(-1)!.map((a) => a.address)).toEqual([BOB, ALICE])
    expect(frame.changes.at(-1)![1]).toBe(accounts[0])
    frame.onFrameEvent('accountsChanged', [])
    expect(frame.changes.at(-1)).toEqual([])
  })

  it('a page that is not connected hears nothing; malformed data is dropped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const frame = fakeFrame()
    frame.onFrameEvent('accountsChanged', [ALICE])
    expect(frame.changes).toEqual([])
    await frame.features.connect()
    frame.onFrameEvent('accountsChanged', ['0xabc'])
    frame.onFrameEvent('chainChanged', 'solana:devnet')
    expect(frame.changes).toHaveLength(1)
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('signing features', () => {
  async function connected(answers?: Parameters<typeof fakeFrame>[0]) {
    const frame = fakeFrame(answers)
    const [account] = (await frame.features.connect()).accounts
    frame.asked.length = 0
    return { ...frame, account: account! }
  }

  it('solana:signMessage sends base58 message and pubkey, one request per input, in order', async () => {
    const { features, asked, account } = await connected()
    const outputs = await features.signMessage({ account, message: new Uint8Array([1, 2]) }, { account, message: new Uint8Array([3]) })
    expect(asked).toEqual([
      { method: 'solana_signMessage', params: { message: base58Encode(new Uint8Array([1, 2])), pubkey: ALICE } },
      { method: 'solana_signMessage', params: { message: base58Encode(new Uint8Array([3])), pubkey: ALICE } },
    ])
    expect(outputs).toEqual([
      { signedMessage: new Uint8Array([1, 2]), signature: SIGNATURE, signatureType: 'ed25519' },
      { signedMessage: new Uint8Array([3]), signature: SIGNATURE, signatureType: 'ed25519' },
    ])
  })

  it('a refusal stops the inputs after it', async () => {
    const { features, asked, account } = await connected({ solana_signMessage: () => Promise.reject(new UserRejectedRequestError()) })
    await expect(features.signMessage({ account, message: new Uint8Array([1]) }, { account, message: new Uint8Array([2]) })).rejects.toMatchObject({
      code: 4001,
    })
    expect(asked).toHaveLength(1)
  })

  it('refuses an account the page is not connected to, and input that is not bytes', async () => {
    const { features, asked, account } = await connected()
    await expect(features.signMessage({ account: { ...account, address: BOB }, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4100 })
    await expect(features.signMessage({ account, message: 'hello' as never })).rejects.toMatchObject({ code: -32602 })
    expect(asked).toEqual([])
  })

  it('solana:signTransaction sends base64 wire bytes on the CAIP-2 id of the chain and answers the signed bytes', async () => {
    const { features, asked, account } = await connected()
    const outputs = await features.signTransaction({ account, transaction: TRANSACTION, chain: 'solana:devnet' }, { account, transaction: TRANSACTION })
    expect(asked).toEqual([
      { method: 'solana_signTransaction', params: { transaction: base64Encode(TRANSACTION), pubkey: ALICE }, chainId: SolanaNetworkIds.devnet },
      { method: 'solana_signTransaction', params: { transaction: base64Encode(TRANSACTION), pubkey: ALICE } },
    ])
    expect(outputs).toEqual([{ signedTransaction: SIGNED }, { signedTransaction: SIGNED }])
  })

  it('refuses a chain that is not a Solana cluster', async () => {
    const { features, asked, account } = await connected()
    await expect(features.signTransaction({ account, transaction: TRANSACTION, chain: 'eip155:1' })).rejects.toMatchObject({ code: -32602 })
    expect(asked).toEqual([])
  })

  it('solana:signAndSendTransaction passes the send options the protocol knows and answers the signature bytes', async () => {
    const { features, asked, account } = await connected()
    const outputs = await features.signAndSendTransaction({
      account,
      transaction: TRANSACTION,
      chain: 'solana:localnet',
      options: { skipPreflight: true, preflightCommitment: 'confirmed', commitment: 'finalized', maxRetries: 2 },
    })
    expect(asked).toEqual([
      {
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: base64Encode(TRANSACTION),
          pubkey: ALICE,
          sendOptions: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 2 },
        },
        chainId: 'solana:localnet',
      },
    ])
    expect(outputs).toEqual([{ signature: SIGNATURE }])
    await features.signAndSendTransaction({ account, transaction: TRANSACTION, chain: 'solana:mainnet' })
    expect(asked[1]).toEqual({
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64Encode(TRANSACTION), pubkey: ALICE },
      chainId: SolanaNetworkIds.mainnet,
    })
  })
})

describe('solana:signIn', () => {
  it('connects when needed and signs the SIWS text for the page domain and the first account', async () => {
    const frame = fakeFrame()
    const [output] = await frame.features.signIn({ statement: 'Welcome', nonce: 'abc12345' })
    expect(frame.asked.map((a) => a.method)).toEqual(['solana_requestAccounts', 'solana_signMessage'])
    const text = `dapp.test wants you to sign in with your Solana account:\n${ALICE}\n\nWelcome\n\nNonce: abc12345`
    expect(new TextDecoder().decode(output!.signedMessage)).toBe(text)
    expect(frame.asked[1]!.params).toEqual({ message: base58Encode(new TextEncoder().encode(text)), pubkey: ALICE })
    expect(output).toMatchObject({ account: { address: ALICE }, signature: SIGNATURE, signatureType: 'ed25519' })
  })

  it('with no input signs in once; the input may name its domain and one of the accounts', async () => {
    const frame = fakeFrame({ solana_requestAccounts: () => [ALICE, BOB] })
    expect(await frame.features.signIn()).toHaveLength(1)
    const [output] = await frame.features.signIn({ domain: 'other.test', address: BOB })
    expect(new TextDecoder().decode(output!.signedMessage)).toBe(`other.test wants you to sign in with your Solana account:\n${BOB}`)
    expect(frame.asked.filter((a) => a.method === 'solana_requestAccounts')).toHaveLength(1)
    await expect(frame.features.signIn({ address: base58Encode(new Uint8Array(32).fill(3)) })).rejects.toMatchObject({ code: 4100 })
  })
})
