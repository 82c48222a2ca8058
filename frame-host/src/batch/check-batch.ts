import {
  AtomicityNotSupportedError,
  BundleTooLargeError,
  InvalidParamsRpcError,
  UnauthorizedProviderError,
  UnsupportedNonOptionalCapabilityError,
} from '@porthole/protocol'
import { isAddressEqual, type Address } from 'viem'
import type { SendCallsRequest } from './wallet-send-calls.js'

/** Every call is estimated and listed on one approval; a longer batch would not be read. */
export const MAX_BATCH_CALLS = 20

const isOptional = (capability: unknown) => typeof capability === 'object' && capability !== null && (capability as { optional?: unknown }).optional === true

/** Capabilities the frame's own batches honour: none, so only ones marked optional may be asked for. */
const nonOptional = (capabilities: Record<string, unknown> | undefined) =>
  Object.entries(capabilities ?? {}).find(([, capability]) => !isOptional(capability))?.[0]

/**
 * The EIP-5792 rules a batch the frame runs must pass before the visitor sees
 * it: atomicRequired → 5760 unless the account runs it `atomic` (a smart
 * account's one UserOperation); a capability not marked optional → 5700; no
 * calls → -32602; more than MAX_BATCH_CALLS → 5740; `from` another account → 4100.
 */
export function checkFrameBatch(request: SendCallsRequest, account: string | undefined, { atomic = false }: { atomic?: boolean } = {}): void {
  if (request.atomicRequired === true && !atomic) throw new AtomicityNotSupportedError()
  const capability = nonOptional(request.capabilities) ?? request.calls.map((call) => nonOptional(call.capabilities)).find(Boolean)
  if (capability !== undefined) throw new UnsupportedNonOptionalCapabilityError(`Unsupported non-optional capability: ${capability}`)
  if (request.calls.length === 0) throw new InvalidParamsRpcError('A batch needs at least one call')
  if (request.calls.length > MAX_BATCH_CALLS) throw new BundleTooLargeError(`At most ${MAX_BATCH_CALLS} calls in a batch`)
  if (!account || (request.from !== undefined && !isAddressEqual(request.from as Address, account as Address))) throw new UnauthorizedProviderError()
}
