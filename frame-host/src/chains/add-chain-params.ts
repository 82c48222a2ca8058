import { numberToHex } from 'viem'
import { eip155ChainId } from './caip.js'
import type { Network } from './networks.js'

/** EIP-3085 parameters of `wallet_addEthereumChain` for one of the frame's EVM networks. */
export function addChainParams(network: Network) {
  const chainId = eip155ChainId(network.caipNetworkId)
  if (chainId === undefined) throw new TypeError(`${network.caipNetworkId} is not an EVM network`)
  return {
    chainId: numberToHex(chainId),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls,
    blockExplorerUrls: network.blockExplorerUrl ? [network.blockExplorerUrl] : [],
  }
}
