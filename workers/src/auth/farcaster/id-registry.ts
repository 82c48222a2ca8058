import { createPublicClient, http, parseAbi, type Address } from 'viem'
import * as z from 'zod'
import { readRpcUrls } from '../../frame/rpc-urls.js'

/** Farcaster's IdRegistry on Optimism: where production reads which FID an address holds custody of. */
const PRODUCTION_REGISTRY = { chainId: 'eip155:10', address: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b' } as const

const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256 fid)'])

const registryVar = z.object({ chainId: z.string().regex(/^eip155:\d{1,12}$/), address: z.string().regex(/^0x[0-9a-fA-F]{40}$/) })

/** The registry unavailable (no RPC URL for its chain): nobody signs in with Farcaster. */
export class IdRegistryUnavailable extends Error {
  override name = 'IdRegistryUnavailable'
}

/**
 * `FARCASTER_ID_REGISTRY` (JSON `{chainId, address}`; Optimism's IdRegistry
 * when empty) read through that chain's RPC URL in RPC_URLS. The local stack
 * points it at the stand-in registry on anvil.
 */
export function idRegistry(env: Env): { getFid(custody: Address): Promise<bigint>; rpcUrl: string } {
  const raw = env.FARCASTER_ID_REGISTRY?.trim()
  const registry = raw ? registryVar.parse(JSON.parse(raw)) : PRODUCTION_REGISTRY
  const rpcUrl = readRpcUrls(env.RPC_URLS)[registry.chainId]
  if (!rpcUrl) throw new IdRegistryUnavailable(`no RPC URL for ${registry.chainId} in RPC_URLS`)
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000 }) })
  return {
    rpcUrl,
    getFid: (custody) => client.readContract({ address: registry.address as Address, abi: idRegistryAbi, functionName: 'idOf', args: [custody] }),
  }
}
