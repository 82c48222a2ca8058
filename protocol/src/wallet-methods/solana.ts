import { connectEntry, type MethodTable } from './table.js'

/** The Solana methods a dapp may call; loads with Solana's first request. */
export const SOLANA_METHODS: MethodTable = new Map(
  Object.entries({
    solana_requestAccounts: connectEntry('ask'),
    solana_getAccounts: connectEntry('silent'),
    solana_signMessage: { kind: 'sign', approval: 'message' },
    solana_signTransaction: { kind: 'sign', approval: 'transaction' },
    solana_signAllTransactions: { kind: 'sign', approval: 'transactions' },
    solana_signAndSendTransaction: { kind: 'send', approval: 'transaction' },
  }),
)
