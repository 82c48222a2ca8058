import type { Namespace } from '../chain-family.js'
import type { AccountsAnswer, AnsweredBy, WalletMethod } from './table.js'

/** Shorthands for the tables' common entries. */
export const readEntry = (family: Namespace): WalletMethod => ({ family, kind: 'read' })
export const connectEntry = (family: Namespace, accounts: AccountsAnswer): WalletMethod => ({ family, kind: 'connect', accounts })
export const manageEntry = (family: Namespace, answeredBy?: AnsweredBy): WalletMethod => ({
  family,
  kind: 'wallet-management',
  ...(answeredBy ? { answeredBy } : {}),
})
