import { fileURLToPath } from 'node:url'
import { unstable_readConfig } from 'wrangler'
import { CHAINS } from './config.js'
import { UNISWAP_V2 } from './seed/addresses.js'

/**
 * The worker's SWAP_BACKENDS for the local stack: the list wrangler.toml
 * ships (1inch on the production networks, off without its key) with the
 * seeded Uniswap V2 router on both anvils, so swaps work offline.
 */
export function localSwapBackends(): Record<string, unknown> {
  const { vars } = unstable_readConfig({ config: fileURLToPath(new URL('../../wrangler.toml', import.meta.url)) })
  const shipped = typeof vars.SWAP_BACKENDS === 'string' && vars.SWAP_BACKENDS !== '' ? (JSON.parse(vars.SWAP_BACKENDS) as Record<string, unknown>) : {}
  const local = CHAINS.map((chain) => [`eip155:${chain.id}`, { kind: 'uniswap-v2', router: UNISWAP_V2.router02.address }])
  return { ...shipped, ...Object.fromEntries(local) }
}
