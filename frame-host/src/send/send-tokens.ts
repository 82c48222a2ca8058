import { Messages, type Namespace } from '@porthole/protocol'
import { getAddress, isAddress, type Address, type Hex } from 'viem'
import { activeConnector } from '../connector-registry.js'
import type { Network } from '../chains/index.js'
import { selectActiveNetwork, selectAddress, type FrameThunk } from '../store/index.js'
import { requestTransaction } from './request-transaction.js'
import { sendFailed, sendStarted } from './send-slice.js'
import { isUsdtContract, transferCall } from './transfer-call.js'
import { transactionSent } from './transaction-sent.js'
import { validateSend } from './validate-send.js'
import { waitForReceipt } from './wait-for-receipt.js'

type FamilySend = (network: Network, checked: { units: bigint; to: string }) => FrameThunk<Promise<string | undefined>>

/** Families that build and send their transfers in their own lazily loaded code; EVM's is below. */
const familySends: Partial<Record<Namespace, () => Promise<FamilySend>>> = {
  solana: async () => (await import('./send-solana.js')).sendSolana,
}

export declare namespace sendTokens {
  type Options = {
    /** Tether-like contracts besides the known ones (the local chain's seeded token). */
    usdtContracts?: readonly string[]
    /** Between receipt polls; receipts are polled every 4000 ms. */
    pollMs?: number
  }
}

/**
 * Sends the Send view's token through the active connector, whichever it is.
 * A bad input shows its message and sends nothing. Success resets the send
 * state, returns to Account and, once mined, refreshes balances and
 * activity.
 */
export function sendTokens({ usdtContracts = [], pollMs }: sendTokens.Options = {}): FrameThunk<Promise<string | undefined>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const { send } = state
    const network = selectActiveNetwork(state)
    const from = selectAddress(state)
    const checked = validateSend({
      token: send.token,
      amount: send.sendTokenAmount,
      receiverAddress: send.receiverAddress,
      receiverInput: send.receiverInput,
      namespace: network?.namespace,
    })
    if ('error' in checked) {
      dispatch(sendFailed(checked.error))
      return undefined
    }
    const familySend = network && familySends[network.namespace]
    if (network && familySend) return dispatch((await familySend())(network, checked))
    const connector = activeConnector({ dispatch, getState, services }, 'eip155')
    if (!network || !from || !isAddress(from) || !connector || !send.token) {
      dispatch(sendFailed(Messages.noConnectorFound))
      return undefined
    }
    const usdt = send.token.address !== undefined && isUsdtContract(network.caipNetworkId, send.token.address, usdtContracts)
    const call = transferCall({ from: getAddress(from), to: getAddress(checked.to) as Address, units: checked.units, token: send.token, usdt })
    dispatch(sendStarted())
    let hash: Hex
    try {
      hash = await requestTransaction(connector, call)
    } catch (error) {
      dispatch(sendFailed(error instanceof Error ? error.message : Messages.somethingWentWrong))
      return undefined
    }
    dispatch(transactionSent(waitForReceipt(services.transports.forNetwork(network), hash, pollMs), { activity: true }))
    return hash
  }
}
