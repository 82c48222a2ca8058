/** The separately built chunk of @solana/web3.js that legacy-transactions.ts fetches: its VersionedTransaction only. */
export { VersionedTransaction } from '@solana/web3.js'
