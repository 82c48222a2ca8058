import { join } from 'node:path'
import { CHAINS, urls, type StackConfig } from '../config.js'
import { FARCASTER, SEEDED_TOKENS, type SeededToken } from './addresses.js'
import { compileContracts } from './compile.js'
import { benchTokens, seedChain } from './seed-chain.js'
import { uniswapV2Artifacts } from './uniswap-v2.js'

/** How many benchmark tokens to seed: PORTHOLE_SEED_BENCH_TOKENS, 0 unless set. */
export function benchTokenCount(): number {
  const raw = process.env.PORTHOLE_SEED_BENCH_TOKENS ?? ''
  if (raw === '') return 0
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 0 || count > 500) throw new Error(`PORTHOLE_SEED_BENCH_TOKENS must be 0 to 500, got '${raw}'`)
  return count
}

/** Seeds both anvils (see addresses.ts); quick and harmless on chains seeded before. */
export async function seedLocalChains(config: StackConfig, bench: number): Promise<void> {
  const [artifacts, uniswapV2] = await Promise.all([compileContracts(join(config.stateDir, '..', 'contracts-cache')), uniswapV2Artifacts()])
  await Promise.all(CHAINS.map((chain) => seedChain({ rpcUrl: urls(config).anvil(chain), chainId: chain.id, artifacts, uniswapV2, benchTokens: bench })))
}

const listEntry = ({ address, kind, name, symbol, decimals }: SeededToken) => ({ address, kind, name, symbol, decimals })

/** The worker's CHAIN_TOKENS: the seeded tokens of each anvil by CAIP-2 chain id. */
export function chainTokens(bench: number): Record<string, ReturnType<typeof listEntry>[]> {
  const tokens = [...SEEDED_TOKENS, ...benchTokens(bench)].map(listEntry)
  return Object.fromEntries(CHAINS.map((chain) => [`eip155:${chain.id}`, tokens]))
}

/** The worker's FARCASTER_ID_REGISTRY: the stand-in IdRegistry on the first anvil (it is on both). */
export const localIdRegistry = () => ({ chainId: `eip155:${CHAINS[0].id}`, address: FARCASTER.registry.address })
