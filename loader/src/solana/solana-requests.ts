import {
  InvalidParamsRpcError,
  SolanaMethods,
  solanaParams,
  standardChainOf,
  UnsupportedProviderMethodError,
  WalletStandardChains,
  type RpcRequest,
  type SolanaParams,
  type WalletStandardChain,
} from '@porthole/protocol'
import { base58Decode, base58Encode, base64Decode, base64Encode } from './encoding.js'

type SendOptions = SolanaParams<'solana_signAndSendTransaction'>['sendOptions']

/** What the relay asks of one of the page's Solana wallets, a Wallet Standard one or the legacy `window.solana`. */
export type SolanaSigner = {
  /** Addresses, the active first; `silent` never prompts and answers [] when the site is not authorized. */
  connect(silent: boolean): Promise<string[]>
  /** The ed25519 signature of `message` by `pubkey`. */
  signMessage(message: Uint8Array, pubkey: string): Promise<Uint8Array>
  /** Wire transactions, signed by `pubkey` (the first account when absent). */
  signTransactions(transactions: Uint8Array[], pubkey: string | undefined, chain: WalletStandardChain | undefined): Promise<Uint8Array[]>
  /** The transaction's signature once the wallet sent it. */
  signAndSendTransaction(transaction: Uint8Array, pubkey: string | undefined, chain: WalletStandardChain | undefined, options: SendOptions): Promise<Uint8Array>
  /** Calls `listener` with the addresses whenever they change; returns the unsubscribe. */
  watch(listener: (addresses: string[]) => void): () => void
}

/** The request's chain as the Wallet Standard names it: the frame sends a CAIP-2 id, or the standard's name itself. */
function standardChain(chainId: string | undefined): WalletStandardChain | undefined {
  if (chainId === undefined) return undefined
  const chain = standardChainOf(chainId) ?? WalletStandardChains.find((c) => c === chainId)
  if (!chain) throw new InvalidParamsRpcError(`Unsupported chain: ${chainId}`)
  return chain
}

function parse<M extends keyof typeof solanaParams>(method: M, params: unknown): SolanaParams<M> {
  const parsed = solanaParams[method]().safeParse(params)
  if (!parsed.success) throw new InvalidParamsRpcError(`Invalid params for ${method}`)
  return parsed.data as SolanaParams<M>
}

/** Answers one of the frame's Solana requests with `signer`, in the shapes of protocol's `solanaResults`. */
export async function answerSolanaRequest(signer: SolanaSigner, { method, params, chainId }: RpcRequest): Promise<unknown> {
  switch (method) {
    case SolanaMethods.requestAccounts:
      return signer.connect(false)
    case SolanaMethods.getAccounts:
      return signer.connect(true)
    case SolanaMethods.signMessage: {
      const { message, pubkey } = parse(method, params)
      return { signature: base58Encode(await signer.signMessage(base58Decode(message), pubkey)) }
    }
    case SolanaMethods.signTransaction: {
      const { transaction, pubkey } = parse(method, params)
      const [signed] = await signer.signTransactions([base64Decode(transaction)], pubkey, standardChain(chainId))
      return { transaction: base64Encode(signed!) }
    }
    case SolanaMethods.signAllTransactions: {
      const { transactions, pubkey } = parse(method, params)
      const signed = await signer.signTransactions(transactions.map(base64Decode), pubkey, standardChain(chainId))
      return { transactions: signed.map(base64Encode) }
    }
    case SolanaMethods.signAndSendTransaction: {
      const { transaction, pubkey, sendOptions } = parse(method, params)
      return { signature: base58Encode(await signer.signAndSendTransaction(base64Decode(transaction), pubkey, standardChain(chainId), sendOptions)) }
    }
    default:
      throw new UnsupportedProviderMethodError(undefined, { method })
  }
}
