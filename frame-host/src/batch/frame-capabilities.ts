import { lazy } from '@porthole/protocol'
import { toHex, type Hex } from 'viem'
import * as z from 'zod/mini'

const chainIdHex = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{1,15}$/)))

/** EIP-5792 wallet_getCapabilities: [address?, chain ids?]. */
export const getCapabilitiesParams = lazy(() =>
  z.union([
    z.tuple([]),
    z.tuple([z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))]),
    z.tuple([z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))), z.optional(z.array(chainIdHex()).check(z.maxLength(100)))]),
  ]),
)

export type AtomicStatus = 'supported' | 'unsupported'

/**
 * What the frame's batches can do on each of its chains: from an externally
 * owned account calls run one after another, so `atomic` is 'unsupported'
 * (EIP-5792 asks wallets to say so rather than pretend); on the chains in
 * `atomicChainIds` a smart account runs them as one UserOperation: 'supported'.
 */
export function frameCapabilities(
  chainIds: readonly number[],
  wanted: readonly string[] | undefined,
  atomicChainIds: readonly number[] = [],
): Record<Hex, { atomic: { status: AtomicStatus } }> {
  const asked = wanted && new Set(wanted.map((id) => BigInt(id)))
  return Object.fromEntries(
    chainIds
      .filter((id) => !asked || asked.has(BigInt(id)))
      .map((id) => [toHex(id), { atomic: { status: atomicChainIds.includes(id) ? ('supported' as const) : ('unsupported' as const) } }]),
  )
}
