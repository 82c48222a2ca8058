import { UnsupportedProviderMethodError } from '../errors/rpc.js'

/**
 * What a method does for the user: read chain state, ask for accounts (connect),
 * sign, send, grant permissions, switch chain, or manage the wallet (assets, call status).
 */
export type MethodKind = 'read' | 'connect' | 'sign' | 'send' | 'grant' | 'switch' | 'wallet-management'

/** Where the router sends it: the chain's RPC, the connection state, or the active connector. */
export type MethodRoute = 'read' | 'accounts' | 'wallet'

/** What the approval shows for it; absent when the method needs no approval. */
export type ApprovalShows = 'message' | 'typed-data' | 'transaction' | 'transactions' | 'calls' | 'chain' | 'permissions' | 'asset' | 'psbt'

/** The param that names the signing account: its position, and the field when that param is an object. */
export type AccountParam = { readonly index: number; readonly field?: string }

/**
 * Who in the frame answers it rather than the connector's plain request: the frame's state
 * (chain id), the frame's chain switch, EIP-5792's batch code, the smart-session code, the assets list.
 */
export type AnsweredBy = 'chain-id' | 'switch-chain' | 'call-batch' | 'sessions' | 'assets'

/** For a connect method: ask for accounts (Connect opens when none), answer what there is, or the first only. */
export type AccountsAnswer = 'ask' | 'silent' | 'first'

export type WalletMethod = {
  readonly kind: MethodKind
  readonly account?: AccountParam
  readonly approval?: ApprovalShows
  readonly answeredBy?: AnsweredBy
  readonly accounts?: AccountsAnswer
  /** The feature that must be on for a dapp to call it. */
  readonly feature?: 'smartSessions'
}

/** One family's methods by name (the family is the table's: eip155.ts, solana.ts, families.ts). A Map, not an object, so names like 'constructor' or '__proto__' are simply unknown. */
export type MethodTable = ReadonlyMap<string, WalletMethod>

/**
 * The names of a family's entries `T` whose entry fits `S` (say `{ kind: 'sign' | 'send' }`):
 * a handler map keyed by them is a type error when it misses one the table has.
 */
export type MethodsWhere<T, S> = { [M in keyof T]: T[M] extends S ? M : never }[keyof T] & string

/** The handler for `method` in a map keyed by the table's names, or undefined when the map has none. */
export const handlerOf = <M extends string, H>(handlers: Readonly<Record<M, H>>, method: string): H | undefined =>
  Object.hasOwn(handlers, method) ? handlers[method as M] : undefined

/** Shorthands for the tables' common entries. */
export const readEntry = (): WalletMethod => ({ kind: 'read' })
export const connectEntry = (accounts: AccountsAnswer): WalletMethod => ({ kind: 'connect', accounts })

/** Where the router sends a method of this kind. */
export function routeOf(kind: MethodKind): MethodRoute {
  if (kind === 'read') return 'read'
  if (kind === 'connect') return 'accounts'
  return 'wallet'
}

/** The method's entry, or error 4200 with the spec's message when the family's table does not have it (exact, case-sensitive). */
export function allowedMethod(table: MethodTable, method: string): WalletMethod {
  const entry = table.get(method)
  if (!entry) throw new UnsupportedProviderMethodError()
  return entry
}

/** The account a request names as its signer, where the method names one. */
export function namedAccount(entry: WalletMethod | undefined, params: readonly unknown[]): unknown {
  if (!entry?.account) return undefined
  const param = params[entry.account.index]
  if (entry.account.field === undefined) return param
  return typeof param === 'object' && param !== null ? (param as Record<string, unknown>)[entry.account.field] : undefined
}

/** What the approval shows of a message or typed data: the param beside the account. */
export const shownParam = (entry: WalletMethod, params: readonly unknown[]): unknown => params[entry.account?.index === 0 ? 1 : 0]
