import type { FrameThunk } from '../store/index.js'
import { deployedRead } from './smart-account-slice.js'

/**
 * Reads whether the smart account has code on the active EVM network
 * (eth_getCode through the frame's own transport): at connect, on a network
 * change and after each send. No answer leaves the last known value.
 */
export function readSmartAccountDeployed(): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const { address, enabledNetworks } = state.smartAccount
    const networkId = state.network.active.eip155
    const network = state.network.available.find((n) => n.caipNetworkId === networkId)
    if (!address || !network || !enabledNetworks.includes(networkId)) return
    const code = await services.transports
      .forNetwork(network)
      .request({ method: 'eth_getCode', params: [address, 'latest'] })
      .catch(() => undefined)
    if (typeof code !== 'string') return
    dispatch(deployedRead({ address, networkId, deployed: /^0x[0-9a-fA-F]+$/.test(code) && !/^0x0*$/.test(code) }))
  }
}
