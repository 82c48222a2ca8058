import { InvalidParamsRpcError, lazy } from '@porthole/protocol'
import * as z from 'zod/mini'

const hex = lazy(() => z.string().check(z.startsWith('0x')))

/** Spec §5: each call's `to` and optional `data` start with 0x. Other fields (EIP-5792) pass unchanged. */
const call = lazy(() => z.looseObject({ to: hex(), data: z.optional(hex()) }))

export const walletSendCallsParams = lazy(() => z.tuple([z.looseObject({ calls: z.array(call()) })]))

export type WalletSendCallsParams = z.infer<ReturnType<typeof walletSendCallsParams>>

/** The params of `wallet_sendCalls`, or error -32602 'Invalid params'. */
export function parseWalletSendCallsParams(params: unknown): WalletSendCallsParams {
  const parsed = walletSendCallsParams().safeParse(params)
  if (!parsed.success) throw new InvalidParamsRpcError()
  return parsed.data
}
