import { isFullySupported, Messages, type FullNamespace } from '@porthole/protocol'
import { hexToBigInt, isHex } from 'viem'
import { type RpcTransport, RpcUnreachableError } from '../rpc/index.js'
import { balanceFailed, balanceFetched } from './balance-slice.js'
import { type FrameThunk, selectActiveNetwork, selectAddress, selectCaipAddress, showToast } from '../store/index.js'
import { isReadFresh } from './balance-cache.js'

/** Each family's native balance: wei from `eth_getBalance`, lamports from Solana's `getBalance` (its code loads only then). */
const nativeBalance: Record<FullNamespace, (transport: RpcTransport, address: string) => Promise<bigint>> = {
  async eip155(transport, address) {
    const result = await transport.request({ method: 'eth_getBalance', params: [address, 'latest'] })
    if (!isHex(result, { strict: true })) throw new Error('not a quantity')
    return hexToBigInt(result)
  },
  solana: async (transport, address) => (await import('../solana/lazy.js')).solanaRpc(transport).getBalance(address),
}

/**
 * The active account's native balance on the active network, through that
 * network's RPC transport. A failure or a network the frame does not offer
 * shows the toast; the view keeps '0.000'. An RPC that gives no
 * answer at all is no toast: Account says the network can't be reached and
 * offers `retry`, the visitor's own try past the 30 s block. `force` skips
 * the cache (after a send), never that block.
 */
export function fetchBalance(now = Date.now(), { force = false, retry = false }: { force?: boolean; retry?: boolean } = {}): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const address = selectAddress(state)
    const key = selectCaipAddress(state)
    if (!address || !key) return
    if (!retry && isReadFresh(state.balance, key, now, force)) return

    const network = selectActiveNetwork(state)
    try {
      if (!network || !isFullySupported(network.namespace)) throw new Error('unsupported network')
      const transport = services.transports.forNetwork(network)
      dispatch(balanceFetched({ key, value: (await nativeBalance[network.namespace](transport, address)).toString(), at: now }))
    } catch (error) {
      const unreachable = error instanceof RpcUnreachableError
      dispatch(balanceFailed({ key, at: now, unreachable }))
      if (!unreachable) dispatch(showToast({ variant: 'error', message: Messages.tokenBalanceUnavailable }))
    }
  }
}
