import { getAddress, isAddress } from 'viem'
import { eip155ChainId } from '../chains/index.js'
import { evmCoinType } from '../names/index.js'
import { selectActiveNetworkId, type FrameThunk } from '../store/index.js'
import { receiverResolved, receiverTyped, sendResolving } from './send-slice.js'

/** Ethereum's coin type (SLIP-44), which names registered for every EVM chain use. */
const ETH_COIN_TYPE = '60'

/** What looks like a name rather than an address: labels joined by dots. */
const NAME = /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/

/**
 * Takes what the visitor typed as the receiver: an address as it is, a name
 * through the lookup (its address for this chain, and its avatar).
 */
export function typeReceiver(input: string): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    dispatch(receiverTyped(input))
    const text = input.trim()
    if (isAddress(text, { strict: false })) {
      dispatch(receiverResolved({ input, address: getAddress(text) }))
      return
    }
    if (!NAME.test(text)) return
    dispatch(sendResolving())
    const chainId = eip155ChainId(selectActiveNetworkId(getState()))
    try {
      const profile = await services.chainData.lookupName(text)
      const addresses = profile?.addresses ?? {}
      const entry = (chainId !== undefined ? addresses[String(evmCoinType(chainId))] : undefined) ?? addresses[ETH_COIN_TYPE]
      const address = entry && isAddress(entry.address, { strict: false }) ? getAddress(entry.address) : undefined
      const avatar = profile?.attributes?.avatar
      dispatch(receiverResolved({ input, ...(address ? { address, name: profile!.name } : {}), ...(address && avatar ? { avatar } : {}) }))
    } catch {
      dispatch(receiverResolved({ input }))
    }
  }
}
