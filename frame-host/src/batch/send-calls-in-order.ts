import { ChainDisconnectedError, UnsupportedChainIdError } from '@porthole/protocol'
import { type Address, type Hex } from 'viem'
import { eip155ChainId } from '../chains/index.js'
import type { Connector } from '../connectors/index.js'
import type { SendCallsRequest } from './wallet-send-calls.js'
import { requestTransaction, waitForReceipt } from '../send/index.js'
import { selectAccounts, type FrameThunk } from '../store/index.js'
import { checkFrameBatch } from './check-batch.js'
import { newBatchId, startCalls } from './run-calls.js'

/**
 * wallet_sendCalls for a wallet without EIP-5792: the frame sends each call
 * as eth_sendTransaction through the same connector (the wallet asks the
 * visitor for each as it always does), one after another on the wallet's
 * active chain, and answers getCallsStatus itself with `atomic: false`.
 * A batch for another chain is refused with 5710: the calls would go to
 * whichever chain the wallet is on.
 */
export function sendCallsInOrder(connector: Connector, request: SendCallsRequest, signal?: AbortSignal): FrameThunk<Promise<{ id: string }>> {
  return async (_dispatch, getState, services) => {
    const state = getState()
    const from = selectAccounts(state, 'eip155')[0]
    checkFrameBatch(request, from)
    const network = state.network.available.find((n) => n.caipNetworkId === state.network.active.eip155)
    const chainId = network && eip155ChainId(network.caipNetworkId)
    if (!network || chainId === undefined) throw new ChainDisconnectedError()
    if (request.chainId !== undefined && BigInt(request.chainId) !== BigInt(chainId)) {
      throw new UnsupportedChainIdError(`The wallet is on chain ${chainId}; switch chains before sending this batch`)
    }
    const id = request.id ?? newBatchId()
    services.batches.reserve(id)
    const transport = services.transports.forNetwork(network)
    await startCalls(
      services.batches,
      id,
      chainId,
      request.calls,
      (call, index) =>
        requestTransaction(
          connector,
          { from: from as Address, to: call.to as Address, value: (call.value ?? '0x0') as Hex, ...(call.data ? { data: call.data as Hex } : {}) },
          // Only the first waits on the page: the rest belong to the batch whatever the page does next.
          index === 0 && signal ? { signal } : {},
        ),
      (hash) => waitForReceipt(transport, hash),
    )
    return { id }
  }
}
