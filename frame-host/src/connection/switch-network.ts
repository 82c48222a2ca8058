import { hasFamilyFeature, isFullySupported, Messages, PortholeError, SwitchChainError, UserRejectedRequestError } from '@porthole/protocol'
import { numberToHex } from 'viem'
import { addChainParams, eip155ChainId, namespaceOf, type Network } from '../chains/index.js'
import { activeConnector } from '../connector-registry.js'
import type { Connector } from '../connectors/index.js'
import { type FrameThunk } from '../store/index.js'
import { setActiveNetwork } from '../shared-state/index.js'

const notSupported = () => new SwitchChainError(Messages.chainNotSupported)

/** A wallet's "unknown chain": 4902, or wrapped in -32603 by some mobile wallets. */
function isUnrecognizedChain(error: unknown): boolean {
  if (!(error instanceof PortholeError)) return false
  const original = (error.data as { originalError?: { code?: unknown } } | undefined)?.originalError?.code
  return error.code === SwitchChainError.code || original === SwitchChainError.code
}

/** Switch; on an unrecognized chain add it and retry; failure is 'Chain is not supported'. */
async function switchWallet(connector: Connector, network: Network, chainId: number): Promise<void> {
  const switchChain = () => connector.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
  try {
    await switchChain()
    return
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error
  }
  try {
    await connector.request({ method: 'wallet_addEthereumChain', params: [addChainParams(network)] })
    await switchChain()
  } catch (error) {
    // The visitor saying no stays a 4001, so the dapp can tell it apart.
    if (error instanceof UserRejectedRequestError) throw error
    throw notSupported()
  }
}

/**
 * Makes one of the frame's EVM networks the active one: through the connected
 * wallet when there is one, else for the frame alone. The page hears
 * `chainChanged` from the state change (provider-events.ts).
 */
export function switchNetwork(caipNetworkId: string): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const family = namespaceOf(caipNetworkId)
    if (isFullySupported(family) && !hasFamilyFeature(family, 'chainSwitch') && state.network.available.some((n) => n.caipNetworkId === caipNetworkId)) {
      // A wallet without an active chain (Solana's) has nothing to switch: each request names its network.
      dispatch(setActiveNetwork(caipNetworkId))
      return
    }
    const network = state.network.available.find((n) => n.caipNetworkId === caipNetworkId)
    const chainId = eip155ChainId(caipNetworkId)
    if (!network || chainId === undefined) throw notSupported()
    const connector = activeConnector({ dispatch, getState, services }, 'eip155')
    if (connector && state.network.active.eip155 !== caipNetworkId) await switchWallet(connector, network, chainId)
    dispatch(setActiveNetwork(caipNetworkId))
  }
}
