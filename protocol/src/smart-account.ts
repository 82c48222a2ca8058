import * as z from 'zod/mini'
import { AccountTypes } from './account-types.js'
import { lazy } from './lazy.js'

export const accountType = lazy(() => z.enum(AccountTypes))

/** Texts the visitor reads when the smart-account road fails. */
export const SmartAccountMessages = {
  /** The bundler did not answer: the signed UserOperation is kept and sent, once, on the next try. */
  bundlerUnreachable: 'The transaction service is not responding. Nothing was sent; your transaction is kept and goes out once when you try again.',
  /** The bundler refused the UserOperation (simulation failed, fees too low). */
  userOperationRejected: 'The transaction was refused before it was sent',
  /** The UserOperation was included but one of its calls reverted. */
  userOperationReverted: 'The transaction failed on chain',
  /** Sent, but not included within the worker's wait: kept and followed up, never sent twice, on the next try. */
  userOperationPending: 'The transaction was sent and is still waiting to be included. Try again in a moment; it will not be sent twice.',
  notEnabled: 'Smart accounts are not enabled on this network',
} as const

/** The embedded wallet's smart account: one address on every enabled network (CREATE2 from the same factory). */
export const smartAccountInfo = lazy(() =>
  z.object({
    address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  }),
)
export type SmartAccountInfo = z.infer<ReturnType<typeof smartAccountInfo>>

/** One call of a batch the smart account executes atomically in one UserOperation. */
export const smartAccountCall = lazy(() =>
  z.object({
    to: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    value: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))),
    data: z.optional(z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/))),
  }),
)
export type SmartAccountCall = z.infer<ReturnType<typeof smartAccountCall>>
