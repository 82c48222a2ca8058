import { passkeyUserOperation } from '@porthole/protocol'
import * as z from 'zod/mini'
import { chainFacts } from './chain-facts.js'

/** A JSON value: what a request's params are once bigints are written as decimal strings. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const json: z.ZodMiniType<Json> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]))

const address = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const publicKey = () => z.string().check(z.regex(/^0x04[0-9a-fA-F]{128}$/))

/**
 * A further passkey the operation adds as an owner: its key, the factory that makes its signer
 * contract with `verifiers`, and that contract's address (`signer`). The window shows the request
 * as adding an owner and signs it only if its calls are exactly that.
 */
const passkeyAdding = () =>
  z.object({ publicKey: publicKey(), signerFactory: address(), verifiers: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,44}$/)), signer: address() })

/**
 * A passkey account's request: the passkey the frame signed in with (its credential and public
 * key; the window lets the visitor sign with any of the account's), and for a transaction the
 * operation the worker prepared and the Safe module whose SafeOp the passkey signs; a message's
 * SafeMessage hash needs neither. `adding`: the operation adds another passkey as an owner;
 * `cancelsRecovery`: it cancels the recovery this recovery module holds for the Safe.
 */
const passkeyOperation = () =>
  z.object({
    credentialId: z.string().check(z.maxLength(1_024)),
    publicKey: publicKey(),
    safe4337Module: address(),
    userOperation: z.optional(passkeyUserOperation()),
    adding: z.optional(passkeyAdding()),
    cancelsRecovery: z.optional(address()),
  })
export type PasskeyOperation = z.infer<ReturnType<typeof passkeyOperation>>
/** What an operation of the account's own making is for, which the window checks its calls against. */
export type PasskeyOperationNote = Pick<PasskeyOperation, 'adding' | 'cancelsRecovery'>

const cost = z.object({ maxCost: z.string(), fiat: z.nullable(z.string()), inflated: z.array(z.string()), simulationError: z.nullable(z.string()) })

/**
 * A request of the embedded wallet as the approval window gets it: exactly what
 * the frame signs or sends (method, params, chain, account), not the frame's
 * description of it, which the window writes itself. `pageOrigin` is the
 * handshake's, never the page's word. `cost` is the frame's own check of a
 * transaction (the window cannot simulate); `chainFacts` what only a chain read
 * tells (a Solana transaction's lookup tables, a session grant's token symbols),
 * for the requests that need one, covered by the digest like the rest. `passkey`:
 * the operation a passkey account's passkey signs in the window.
 */
export const approvalRequest = () =>
  z.object({
    id: z.string().check(z.maxLength(64)),
    method: z.string().check(z.maxLength(64)),
    params: json,
    chain: z.object({ id: z.string(), name: z.string(), symbol: z.string() }),
    account: z.string(),
    pageOrigin: z.optional(z.string()),
    cost: z.optional(cost),
    passkey: z.optional(passkeyOperation()),
    chainFacts: z.optional(chainFacts()),
  })
export type ApprovalRequest = z.infer<ReturnType<typeof approvalRequest>>

/** The params as JSON: bigints as decimal strings, undefined fields left out (what postMessage and the digest see alike). */
export const jsonOf = (value: unknown): Json =>
  JSON.parse(JSON.stringify(value ?? null, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as Json
