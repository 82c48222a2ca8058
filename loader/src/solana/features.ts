import {
  caipOfStandardChain,
  InternalRpcError,
  InvalidParamsRpcError,
  SolanaMethods,
  solanaResults,
  UnauthorizedProviderError,
  WalletStandardChains,
  type ProviderEvent,
  type RpcRequest,
} from '@porthole/protocol'
import {
  SolanaSignAndSendTransaction,
  SolanaSignIn,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignAndSendTransactionMethod,
  type SolanaSignInInput,
  type SolanaSignInMethod,
  type SolanaSignMessageMethod,
  type SolanaSignTransactionMethod,
} from '@solana/wallet-standard-features'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardConnectMethod } from '@wallet-standard/features'
import { base58Decode, base58Encode, base64Decode, base64Encode } from './encoding.js'

/** What the bootstrap's Wallet Standard stubs call, once the channel is here and the frame ready. */
export type SolanaFeatures = {
  connect: StandardConnectMethod
  disconnect(): Promise<void>
  signMessage: SolanaSignMessageMethod
  signTransaction: SolanaSignTransactionMethod
  signAndSendTransaction: SolanaSignAndSendTransactionMethod
  signIn: SolanaSignInMethod
}

export declare namespace createSolanaFeatures {
  type Options = {
    /** The page's request path to the frame (`frameMethods.request`); rejects with the protocol's error classes. */
    request(args: RpcRequest): Promise<unknown>
    /** The accounts changed: the bootstrap's wallet takes them and tells the dapp. */
    emit(change: { accounts: readonly WalletAccount[] }): void
  }
}

const ACCOUNT_FEATURES = Object.freeze([SolanaSignAndSendTransaction, SolanaSignTransaction, SolanaSignMessage, SolanaSignIn] as const)

const walletAccount = (address: string): WalletAccount =>
  Object.freeze({ address, publicKey: base58Decode(address), chains: WalletStandardChains, features: ACCOUNT_FEATURES })

/** The standard allows several inputs per call: each is its own request, in order, and a refusal stops the rest. */
async function each<I, O>(inputs: readonly I[], run: (input: I) => Promise<O>): Promise<O[]> {
  const outputs: O[] = []
  for (const input of inputs) outputs.push(await run(input))
  return outputs
}

function bytes(value: unknown): Uint8Array {
  if (!(value instanceof Uint8Array)) throw new InvalidParamsRpcError('Expected a Uint8Array')
  return value
}

function chainId(chain: string | undefined): string | undefined {
  if (chain === undefined) return undefined
  const id = caipOfStandardChain(chain)
  if (!id) throw new InvalidParamsRpcError(`Unsupported chain: ${chain}`)
  return id
}

function sendOptions(options: SolanaSignAndSendTransactionInput['options']) {
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options ?? {}
  const picked = Object.entries({ skipPreflight, preflightCommitment, maxRetries, minContextSlot }).filter(([, v]) => v !== undefined)
  return picked.length ? Object.fromEntries(picked) : undefined
}

/**
 * Porthole's Wallet Standard features, over the frame's Solana methods
 * (protocol/src/solana.ts). The accounts are the page's view: a dapp's
 * `disconnect` forgets them here and leaves the visitor signed in to the widget.
 */
export function createSolanaFeatures({ request, emit }: createSolanaFeatures.Options) {
  let accounts: readonly WalletAccount[] = []

  function setAccounts(addresses: readonly string[]) {
    // Accounts that stay keep their objects, as the standard asks.
    const next = addresses.map((address) => accounts.find((a) => a.address === address) ?? walletAccount(address))
    if (next.length === accounts.length && next.every((a, i) => a === accounts[i])) return
    accounts = Object.freeze(next)
    emit({ accounts })
  }

  /** One request to the frame, its answer checked against the method's result schema. */
  async function ask<T>(method: string, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, params?: object, chain?: string) {
    const id = chainId(chain)
    const args: RpcRequest = { method, ...(params && { params: params as RpcRequest['params'] }), ...(id && { chainId: id }) }
    const parsed = schema.safeParse(await request(args))
    if (!parsed.success) throw new InternalRpcError(`Unexpected answer to ${method}`)
    return parsed.data
  }

  /** The dapp names an account by its own copy: it must be one the page is connected to. */
  function connected(account: WalletAccount | undefined): WalletAccount {
    const found = accounts.find((a) => a.address === account?.address)
    if (!found) throw new UnauthorizedProviderError()
    return found
  }

  const connect: SolanaFeatures['connect'] = async (input) => {
    const method = input?.silent ? SolanaMethods.getAccounts : SolanaMethods.requestAccounts
    setAccounts(await ask(method, solanaResults.accounts()))
    return { accounts }
  }

  const signMessage: SolanaFeatures['signMessage'] = (...inputs) =>
    each(inputs, async ({ account, message }) => {
      const params = { message: base58Encode(bytes(message)), pubkey: connected(account).address }
      const { signature } = await ask(SolanaMethods.signMessage, solanaResults.signature(), params)
      return { signedMessage: message, signature: base58Decode(signature), signatureType: 'ed25519' as const }
    })

  const features: SolanaFeatures = {
    connect,
    async disconnect() {
      setAccounts([])
    },
    signMessage,
    signTransaction: (...inputs) =>
      each(inputs, async ({ account, transaction, chain }) => {
        const params = { transaction: base64Encode(bytes(transaction)), pubkey: connected(account).address }
        const signed = await ask(SolanaMethods.signTransaction, solanaResults.signedTransaction(), params, chain)
        return { signedTransaction: base64Decode(signed.transaction) }
      }),
    signAndSendTransaction: (...inputs) =>
      each(inputs, async ({ account, transaction, chain, options }) => {
        const params = { transaction: base64Encode(bytes(transaction)), pubkey: connected(account).address, sendOptions: sendOptions(options) }
        const { signature } = await ask(SolanaMethods.signAndSendTransaction, solanaResults.signature(), params, chain)
        return { signature: base58Decode(signature) }
      }),
    // Sign In With Solana: connect when needed, then sign the standard's text for the page's own domain.
    signIn: (...inputs) =>
      each(inputs.length ? inputs : [{} as SolanaSignInInput], async (input) => {
        if (!accounts.length) await connect()
        const account = input.address === undefined ? accounts[0] : accounts.find((a) => a.address === input.address)
        if (!account) throw new UnauthorizedProviderError()
        const text = createSignInMessageText({ ...input, domain: input.domain ?? location.host, address: account.address })
        const [signed] = await signMessage({ account, message: new TextEncoder().encode(text) })
        return { account, signedMessage: signed!.signedMessage, signature: signed!.signature, signatureType: 'ed25519' as const }
      }),
  }

  /** A Solana provider event from the frame: a connected page follows the visitor's account; an empty list disconnects it. */
  function onFrameEvent(event: ProviderEvent, data: unknown) {
    if (event !== 'accountsChanged' || !accounts.length) return
    const parsed = solanaResults.accounts().safeParse(data)
    if (parsed.success) setAccounts(parsed.data)
    else console.warn('[porthole] ignored a malformed Solana accountsChanged event')
  }

  return { features, onFrameEvent }
}
