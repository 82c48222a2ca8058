import {
  BITCOIN_NETWORK,
  COSMOS_HUB_NETWORK,
  networkIconPath,
  POLKADOT_NETWORK,
  SOLANA_LOCAL_NETWORK,
  SOLANA_NETWORKS,
  type NetworkInfo,
} from '@porthole/protocol'
import { defineChain, type Chain } from 'viem'
import {
  anvil,
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  blast,
  bsc,
  celo,
  gnosis,
  linea,
  mainnet,
  mantle,
  moonbeam,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  ronin,
  scroll,
  sepolia,
  sonic,
  zksync,
  zora,
} from 'viem/chains'

/**
 * The 24 eip155 networks the frame supports, each with the name of
 * its icon in @web3icons/core (networks/branded), from which the build copies
 * it (workers/cli/network-icons.ts). Mainnets first, each followed by its
 * testnet, in the order of the spec's defaults (Ethereum, Sepolia, Arbitrum).
 */
export const EVM_NETWORKS: readonly { chain: Chain; icon: string }[] = [
  { chain: mainnet, icon: 'ethereum' },
  { chain: sepolia, icon: 'ethereum' },
  { chain: arbitrum, icon: 'arbitrum-one' },
  { chain: arbitrumSepolia, icon: 'arbitrum-one' },
  { chain: optimism, icon: 'optimism' },
  { chain: optimismSepolia, icon: 'optimism' },
  { chain: base, icon: 'base' },
  { chain: baseSepolia, icon: 'base' },
  { chain: polygon, icon: 'polygon' },
  { chain: polygonAmoy, icon: 'polygon' },
  { chain: bsc, icon: 'binance-smart-chain' },
  { chain: avalanche, icon: 'avalanche' },
  { chain: gnosis, icon: 'gnosis' },
  { chain: zksync, icon: 'zksync' },
  { chain: zora, icon: 'zora' },
  { chain: celo, icon: 'celo' },
  { chain: linea, icon: 'linea' },
  { chain: scroll, icon: 'scroll' },
  { chain: mantle, icon: 'mantle' },
  { chain: blast, icon: 'blast' },
  { chain: aurora, icon: 'aurora' },
  { chain: sonic, icon: 'sonic' },
  { chain: moonbeam, icon: 'moonbeam' },
  { chain: ronin, icon: 'ronin' },
]

/** The icons of the non-EVM networks the frame supports, by CAIP-2 id. */
export const OTHER_NETWORK_ICONS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SOLANA_NETWORKS.map((n) => [n.caipNetworkId, 'solana'])),
  [BITCOIN_NETWORK.caipNetworkId]: 'bitcoin',
  [POLKADOT_NETWORK.caipNetworkId]: 'polkadot',
  [COSMOS_HUB_NETWORK.caipNetworkId]: 'cosmos-hub',
}

/** The local stack's chains: a project may list them, and the frame offers them where RPC_URLS names them. */
const LOCAL_EVM: readonly Chain[] = [anvil, defineChain({ ...anvil, id: 31338, name: 'Anvil 2' })]

function fromChain(chain: Chain, withIcon: boolean): NetworkInfo {
  const caipNetworkId = `eip155:${chain.id}`
  const explorer = chain.blockExplorers?.default.url
  return {
    caipNetworkId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrl: explorer } : {}),
    ...(withIcon ? { iconUrl: networkIconPath(caipNetworkId) } : {}),
    testnet: chain.testnet ?? false,
  }
}

/** Every network a project may list, by CAIP-2 id, in the catalog's order. */
export const NETWORK_CATALOG: ReadonlyMap<string, NetworkInfo> = new Map(
  [
    ...EVM_NETWORKS.map(({ chain }) => fromChain(chain, true)),
    ...SOLANA_NETWORKS,
    BITCOIN_NETWORK,
    POLKADOT_NETWORK,
    COSMOS_HUB_NETWORK,
    ...LOCAL_EVM.map((chain) => ({ ...fromChain(chain, false), testnet: true })),
    SOLANA_LOCAL_NETWORK,
  ].map((n) => [n.caipNetworkId, n]),
)

/** A project's networks as the frame config carries them: those the catalog knows, in the project's order. */
export function projectNetworkInfos(ids: readonly string[]): NetworkInfo[] {
  return ids.flatMap((id) => NETWORK_CATALOG.get(id) ?? [])
}
