import { numberToHex } from 'viem'
import { eip155ChainId } from '../chains/index.js'
import type { FrameState } from './types.js'

// Apart from selectors.ts, whose selectors the first paint uses: viem stays out of it.
/** The page provider's `eth_chainId`: the active EVM network, as hex. */
export const selectChainIdHex = (state: FrameState): string => numberToHex(eip155ChainId(state.network.active.eip155) ?? 1)
