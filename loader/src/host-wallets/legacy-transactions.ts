/** Address of the @solana/web3.js chunk (./web3-transaction.ts) relative to the page channel, fixed at build time. */
declare const __PORTHOLE_SOLANA_WEB3__: string

/** What the legacy API takes and gives back: @solana/web3.js's VersionedTransaction, a legacy or v0 message alike. */
export type WireTransaction = { serialize(): Uint8Array }

type Web3Chunk = { VersionedTransaction: { deserialize(bytes: Uint8Array): WireTransaction } }

/**
 * @solana/web3.js (about 85 KB gzip) is a chunk of its own, fetched only when
 * a legacy `window.solana` signs a transaction: that API wants its objects,
 * not wire bytes.
 */
export const loadVersionedTransaction = (): Promise<Web3Chunk['VersionedTransaction']> =>
  (import(/* @vite-ignore */ __PORTHOLE_SOLANA_WEB3__) as Promise<Web3Chunk>).then((web3) => web3.VersionedTransaction)
