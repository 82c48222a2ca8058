import { UnauthorizedProviderError, UnsupportedProviderMethodError } from '@porthole/protocol'
import { base58Decode } from './encoding.js'
import { loadVersionedTransaction, type WireTransaction } from '../host-wallets/legacy-transactions.js'
import type { SolanaSigner } from './solana-requests.js'

type PublicKey = { toBase58(): string }
type Handler = (data?: unknown) => void

/** The part of the injected `window.phantom.solana` / `window.solana` API the relay touches (Phantom's, which others copied). */
export type LegacySolana = {
  isPhantom?: boolean
  isSolflare?: boolean
  isBackpack?: boolean
  publicKey?: PublicKey | null
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey: PublicKey }>
  signMessage(message: Uint8Array): Promise<{ signature: Uint8Array }>
  signTransaction?(transaction: WireTransaction): Promise<WireTransaction>
  signAllTransactions?(transactions: WireTransaction[]): Promise<WireTransaction[]>
  signAndSendTransaction?(transaction: WireTransaction, options?: object): Promise<{ signature: string }>
  on?(event: string, fn: Handler): unknown
  off?(event: string, fn: Handler): unknown
  removeListener?(event: string, fn: Handler): unknown
}

/** `window.phantom?.solana ?? window.solana`, when it looks like that API. */
export function findLegacySolana(target: { phantom?: { solana?: unknown }; solana?: unknown }): LegacySolana | undefined {
  const candidate = target.phantom?.solana ?? target.solana
  const api = candidate as Partial<LegacySolana> | null | undefined
  return typeof api?.connect === 'function' && typeof api.signMessage === 'function' ? (api as LegacySolana) : undefined
}

/** The name it goes by, so a wallet that also registered with the Wallet Standard is relayed once. */
export const legacyName = (api: LegacySolana): string =>
  api.isPhantom ? 'Phantom' : api.isSolflare ? 'Solflare' : api.isBackpack ? 'Backpack' : 'Browser Wallet'

const addressOf = (key: PublicKey | null | undefined) => (key ? [key.toBase58()] : [])

/** Answers the frame with the legacy API's own methods, on its own object. */
export function legacySigner(api: LegacySolana): SolanaSigner {
  function assertAccount(pubkey: string | undefined) {
    const [address] = addressOf(api.publicKey)
    if (address === undefined || (pubkey !== undefined && pubkey !== address)) throw new UnauthorizedProviderError()
  }

  function method<K extends 'signTransaction' | 'signAllTransactions' | 'signAndSendTransaction'>(name: K): NonNullable<LegacySolana[K]> {
    const fn = api[name]
    if (typeof fn !== 'function') throw new UnsupportedProviderMethodError(`This wallet does not support ${name}`)
    return fn.bind(api) as NonNullable<LegacySolana[K]>
  }

  return {
    async connect(silent) {
      if (!silent) return addressOf((await api.connect()).publicKey)
      if (api.publicKey) return addressOf(api.publicKey)
      // Restoring: `onlyIfTrusted` connects without a prompt, or refuses.
      return api.connect({ onlyIfTrusted: true }).then(
        ({ publicKey }) => addressOf(publicKey),
        () => [],
      )
    },
    async signMessage(message, pubkey) {
      assertAccount(pubkey)
      return (await api.signMessage(message)).signature
    },
    async signTransactions(transactions, pubkey) {
      assertAccount(pubkey)
      const VersionedTransaction = await loadVersionedTransaction()
      const objects = transactions.map((bytes) => VersionedTransaction.deserialize(bytes))
      const signed = objects.length === 1 ? [await method('signTransaction')(objects[0]!)] : await method('signAllTransactions')(objects)
      return signed.map((transaction) => transaction.serialize())
    },
    async signAndSendTransaction(transaction, pubkey, _chain, options) {
      assertAccount(pubkey)
      const VersionedTransaction = await loadVersionedTransaction()
      const { signature } = await method('signAndSendTransaction')(VersionedTransaction.deserialize(transaction), options)
      return base58Decode(signature)
    },
    watch(listener) {
      const handlers: [string, Handler][] = [
        ['connect', (key) => listener(addressOf(key as PublicKey))],
        ['accountChanged', (key) => listener(addressOf(key as PublicKey | null))],
        ['disconnect', () => listener([])],
      ]
      for (const [event, fn] of handlers) api.on?.(event, fn)
      return () => handlers.forEach(([event, fn]) => (api.removeListener ?? api.off)?.call(api, event, fn))
    },
  }
}
