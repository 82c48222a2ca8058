import { EIP155_METHODS, shownParam } from '@porthole/protocol'
import { bytesToHex, decodeFunctionData, erc20Abi, formatEther, hexToString, isHex, type Hex } from 'viem'
import { describeAllowance, type AllowanceGrant } from './describe-allowance.js'
import type { TransactionCost } from './describe-cost.js'
import { describePermit, type PermitGrant } from './describe-permit.js'
import { describeSignIn, type SignInRequest } from './describe-sign-in.js'
import type { Warning } from './warning.js'

/** What ApproveTransaction shows: the request decoded where viem can, else its raw form. */
export type RequestDescription =
  | { kind: 'message'; text: string; raw: boolean; signIn?: SignInRequest }
  | { kind: 'typedData'; domain: string; primaryType: string; message: string; permit?: PermitGrant }
  | TransactionDescription
  | { kind: 'calls'; calls: TransactionDescription[]; cost: TransactionCost }
  | SolanaTransactionDescription
  | PermissionsDescription
  | { kind: 'unknown'; params: string }

/**
 * A smart session (ERC-7715) to grant or revoke: the dapp's key, the
 * contracts it may call, what it may spend of each token (in the token's
 * own units and symbol, read from the chain) and until when.
 */
export type PermissionsDescription = {
  kind: 'permissions'
  action: 'grant' | 'revoke'
  sessionKey: string
  targets: string[]
  limits: { token: string; amount: string }[]
  expiresAt: string
}

/**
 * One Solana instruction as the approval names it: its kind, its fields (addresses,
 * amounts in base units or lamports, 'unlimited', authority kinds) and how
 * loudly it warns. `unknown` is an instruction the frame cannot describe.
 */
export type SolanaAction = { kind: SolanaActionKind; fields: Record<string, string>; warning: Warning }
export type SolanaActionKind =
  | 'transferSol'
  | 'createAccount'
  | 'assign'
  | 'allocate'
  | 'transfer'
  | 'transferChecked'
  | 'approve'
  | 'approveChecked'
  | 'revoke'
  | 'setAuthority'
  | 'closeAccount'
  | 'createTokenAccount'
  | 'computeBudget'
  | 'unknown'

/**
 * Solana transactions, each instruction named with its fields (lookup-table
 * accounts resolved); `transaction` numbers it when several are signed together.
 * `warning` is danger when an instruction could not be described.
 */
export type SolanaTransactionDescription = {
  kind: 'solanaTransaction'
  feePayer: string
  actions: (SolanaAction & { transaction?: number })[]
  send: boolean
  simulationError?: string
  warning: Warning
}

/** One transaction: its target, value and call, decoded where the ABI is known (ERC-20). */
export type TransactionDescription = {
  kind: 'transaction'
  to: string | null
  value: string
  data: string | null
  call: { name: string; args: string[] } | null
  allowance?: AllowanceGrant
  cost?: TransactionCost
}

const pretty = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)

/** Readable text when the bytes are UTF-8 without control characters, else undefined. */
function readable(hex: Hex): string | undefined {
  try {
    const text = hexToString(hex)
    return /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

/** A message given as bytes (Solana): its text when readable, else its hex. */
export const describeMessageBytes = (bytes: Uint8Array, pageOrigin: string | undefined): RequestDescription => describeMessage(bytesToHex(bytes), pageOrigin)

function describeMessage(message: unknown, pageOrigin: string | undefined): RequestDescription {
  if (typeof message !== 'string') return { kind: 'unknown', params: pretty(message) }
  const text = isHex(message) ? readable(message) : message
  if (text === undefined) return { kind: 'message', text: message, raw: true }
  const signIn = describeSignIn(text, pageOrigin)
  return { kind: 'message', text, raw: false, ...(signIn ? { signIn } : {}) }
}

function describeTypedData(data: unknown): RequestDescription {
  try {
    const value = (typeof data === 'string' ? JSON.parse(data) : data) as { domain?: unknown; primaryType?: unknown; message?: unknown }
    const permit = describePermit(value)
    const described = {
      kind: 'typedData',
      domain: pretty(value.domain ?? {}),
      primaryType: String(value.primaryType ?? ''),
      message: pretty(value.message ?? {}),
    } as const
    return permit ? { ...described, permit } : described
  } catch {
    return { kind: 'unknown', params: String(data) }
  }
}

function describeTransaction(tx: unknown, symbol: string, cost: TransactionCost | undefined): RequestDescription {
  if (typeof tx !== 'object' || tx === null) return { kind: 'unknown', params: pretty(tx) }
  return describeCall(tx, symbol, cost)
}

function describeCall(tx: object, symbol: string, cost: TransactionCost | undefined): TransactionDescription {
  const { to, value, data } = tx as { to?: unknown; value?: unknown; data?: unknown }
  const wei = typeof value === 'string' && isHex(value) ? BigInt(value) : 0n
  const input = typeof data === 'string' && isHex(data) && data !== '0x' ? data : null
  let call: { name: string; args: string[] } | null = null
  if (input) {
    try {
      const decoded = decodeFunctionData({ abi: erc20Abi, data: input })
      call = { name: decoded.functionName, args: (decoded.args ?? []).map((arg) => String(arg)) }
    } catch {
      call = null
    }
  }
  const target = typeof to === 'string' ? to : null
  const allowance = target && input ? describeAllowance(target, input) : undefined
  return {
    kind: 'transaction',
    to: target,
    value: `${formatEther(wei)} ${symbol}`,
    data: input,
    call,
    ...(allowance ? { allowance } : {}),
    ...(cost ? { cost } : {}),
  }
}

/** A batch (EIP-5792) on one approval: every call in order, and what all of them together can cost. */
export const describeCalls = (txs: readonly object[], nativeSymbol: string, cost: TransactionCost): RequestDescription => ({
  kind: 'calls',
  calls: txs.map((tx) => describeCall(tx, nativeSymbol, undefined)),
  cost,
})

/**
 * `cost` is the frame's own check of a transaction (prepare-transaction.ts), shown with it;
 * `pageOrigin` the handshake's, the only site a sign-in message may name.
 */
export function describeRequest(
  method: string,
  params: readonly unknown[],
  nativeSymbol: string,
  cost?: TransactionCost,
  pageOrigin?: string,
): RequestDescription {
  const entry = EIP155_METHODS.get(method)
  if (entry?.approval === 'message') return describeMessage(shownParam(entry, params), pageOrigin)
  if (entry?.approval === 'typed-data') return describeTypedData(shownParam(entry, params))
  if (entry?.approval === 'transaction') return describeTransaction(params[0], nativeSymbol, cost)
  return { kind: 'unknown', params: pretty(params) }
}
