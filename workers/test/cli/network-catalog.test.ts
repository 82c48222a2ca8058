import { SolanaNetworkIds } from '@porthole/protocol'
import * as chains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { EVM_NETWORKS, NETWORK_CATALOG, projectNetworkInfos } from '../../src/networks/catalog.js'

describe('network catalog', () => {
  it('has 24 eip155 networks and 3 public Solana ones, each with an icon', () => {
    const publicOnes = [...NETWORK_CATALOG.values()].filter((n) => n.iconUrl)
    expect(publicOnes.filter((n) => n.caipNetworkId.startsWith('eip155:'))).toHaveLength(24)
    expect(publicOnes.filter((n) => n.caipNetworkId.startsWith('solana:'))).toHaveLength(3)
    expect(NETWORK_CATALOG.get(SolanaNetworkIds.localnet)?.iconUrl).toBeUndefined()
  })

  it("takes every EVM network's data from viem's chain list", () => {
    expect(NETWORK_CATALOG.get('eip155:8453')).toEqual({
      caipNetworkId: 'eip155:8453',
      name: chains.base.name,
      nativeCurrency: chains.base.nativeCurrency,
      rpcUrls: chains.base.rpcUrls.default.http,
      blockExplorerUrl: chains.base.blockExplorers.default.url,
      iconUrl: '/networks/eip155-8453.svg',
      testnet: false,
    })
    expect(new Set(EVM_NETWORKS.map(({ chain }) => chain.id)).size).toBe(24)
  })

  it("keeps the project's order and drops ids it does not know", () => {
    expect(projectNetworkInfos(['eip155:42161', 'eip155:99999', 'eip155:8453']).map((n) => n.name)).toEqual(['Arbitrum One', 'Base'])
  })
})
