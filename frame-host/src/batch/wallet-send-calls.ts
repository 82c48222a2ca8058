import { InvalidParamsRpcError, lazy } from '@porthole/protocol'
import * as z from 'zod/mini'

const hex = lazy(() => z.string().check(z.startsWith('0x')))
const quantity = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)))
/** EIP-5792 capabilities by name; what each holds is the capability's own business (batch/check-batch.ts reads `optional`). */
const capabilities = lazy(() => z.record(z.string(), z.unknown()))

/** Each call's `to` and optional `data` start with 0x. EIP-5792 gives value and capabilities too. */
const call = lazy(() => z.looseObject({ to: hex(), data: z.optional(hex()), value: z.optional(quantity()), capabilities: z.optional(capabilities()) }))

/** EIP-5792 (version 2.0.0) wallet_sendCalls; the chain may be left out for the active one. */
export const walletSendCallsParams = lazy(() =>
  z.tuple([
    z.looseObject({
      version: z.optional(z.string().check(z.maxLength(20))),
      id: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
      from: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
      chainId: z.optional(quantity()),
      atomicRequired: z.optional(z.boolean()),
      calls: z.array(call()),
      capabilities: z.optional(capabilities()),
    }),
  ]),
)

export type WalletSendCallsParams = z.infer<ReturnType<typeof walletSendCallsParams>>
export type SendCallsRequest = WalletSendCallsParams[0]
export type BatchCall = SendCallsRequest['calls'][number]

/** The params of `wallet_sendCalls`, or error -32602 'Invalid params'. */
export function parseWalletSendCallsParams(params: unknown): WalletSendCallsParams {
  const parsed = walletSendCallsParams().safeParse(params)
  if (!parsed.success) throw new InvalidParamsRpcError()
  return parsed.data
}
