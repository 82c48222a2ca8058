import type { AccountsAnswer, AnsweredBy, WalletMethod } from './table.js'

/** Shorthands for the tables' common entries. */
export const readEntry = (): WalletMethod => ({ kind: 'read' })
export const connectEntry = (accounts: AccountsAnswer): WalletMethod => ({ kind: 'connect', accounts })
export const manageEntry = (answeredBy?: AnsweredBy): WalletMethod => ({
  kind: 'wallet-management',
  ...(answeredBy ? { answeredBy } : {}),
})
