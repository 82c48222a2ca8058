import { connectEntry } from './entries.js'
import type { MethodTable } from './table.js'

/** The Solana methods a dapp may call; loads with Solana's first request. */
export const SOLANA_METHODS: MethodTable = new Map(
  Object.entries({
    solana_requestAccounts: connectEntry('solana', 'ask'),
    solana_getAccounts: connectEntry('solana', 'silent'),
    solana_signMessage: { family: 'solana', kind: 'sign', approval: 'message' },
    solana_signTransaction: { family: 'solana', kind: 'sign', approval: 'transaction' },
    solana_signAllTransactions: { family: 'solana', kind: 'sign', approval: 'transactions' },
    solana_signAndSendTransaction: { family: 'solana', kind: 'send', approval: 'transaction' },
  }),
)
