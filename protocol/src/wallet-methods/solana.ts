import { connectEntry, type MethodTable, type WalletMethod } from './table.js'

const SOLANA_ENTRIES = {
  solana_requestAccounts: connectEntry('ask'),
  solana_getAccounts: connectEntry('silent'),
  solana_signMessage: { kind: 'sign', approval: 'message' },
  solana_signTransaction: { kind: 'sign', approval: 'transaction' },
  solana_signAllTransactions: { kind: 'sign', approval: 'transactions' },
  solana_signAndSendTransaction: { kind: 'send', approval: 'transaction' },
} as const satisfies Record<string, WalletMethod>
export type SolanaEntries = typeof SOLANA_ENTRIES

/** The Solana methods a dapp may call; loads with Solana's first request. */
export const SOLANA_METHODS: MethodTable = new Map(Object.entries(SOLANA_ENTRIES))
