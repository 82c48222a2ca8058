import * as z from 'zod'

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address')

/** One chain's swap backend, as SWAP_BACKENDS names it. */
export const backendConfig = z.discriminatedUnion('kind', [
  /** A Uniswap V2 Router02 (or a fork with its ABI) on the chain itself. */
  z.object({ kind: z.literal('uniswap-v2'), router: evmAddress.transform((a) => a.toLowerCase() as `0x${string}`) }),
  /** 1inch's Swap API v6.0, with the SWAP_AGGREGATOR_API_KEY secret. */
  z.object({ kind: z.literal('1inch') }),
])
export type BackendConfig = z.infer<typeof backendConfig>

const backendsVar = z.record(z.string().regex(/^eip155:\d{1,12}$/, 'Expected an eip155 chain id (eip155:<chain>)'), backendConfig)
export type BackendsConfig = z.infer<typeof backendsVar>

let cache: { raw: string | undefined; backends: BackendsConfig } | undefined

/**
 * The SWAP_BACKENDS variable: JSON of CAIP-2 chain id → backend. Parsed once
 * per value; a bad value is logged once and ignored (no chain swaps), as
 * CHAIN_TOKENS is.
 */
export function readSwapBackends(raw: string | undefined): BackendsConfig {
  if (cache !== undefined && cache.raw === raw) return cache.backends
  let backends: BackendsConfig = {}
  try {
    if (raw !== undefined && raw.trim() !== '') backends = backendsVar.parse(JSON.parse(raw))
  } catch (error) {
    const reason = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message
    console.error(`[porthole] SWAP_BACKENDS is ignored, no network offers swaps: ${reason}`)
  }
  cache = { raw, backends }
  return backends
}
