import { ErrorCodes, Messages } from '@porthole/protocol'
import { getAddress, numberToHex, type Address, type Hex } from 'viem'
import { activeConnector } from '../connector-registry.js'
import { refreshAfterSend, requestTransaction, waitForReceipt } from '../send/index.js'
import { type FrameThunk, selectActiveNetwork, selectAddress, showToast } from '../store/index.js'
import { prepareNextTransaction } from './prepare-next-transaction.js'
import { swapClient } from './swap-client.js'
import { SwapError, SwapMessages, SwapRejectedError, SwapRevertedError, UnsupportedSwapNetworkError } from './swap-errors.js'
import { selectSwapInputs } from './swap-inputs.js'
import { selectSwap, swapActions, type NextTransaction } from './swap-slice.js'
import { selectSwapView } from './swap-view-model.js'

/**
 * The swap on screen, through the active connector (the embedded wallet shows
 * ApproveTransaction for each transaction itself): first the approval when
 * the allowance is short, mined, then the swap built at 1 % slippage, mined.
 * Nothing is sent unless the view's own checks pass (network, tokens, amount,
 * balance with the fee). A transaction that reverts, a refusal by the wallet
 * or any failure shows its text; success clears the amount, says what was
 * swapped and refreshes balances and activity. Returns the swap's hash.
 */
export function executeSwap({ pollMs }: { pollMs?: number } = {}): FrameThunk<Promise<Hex | undefined>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const view = selectSwapView(state)
    const inputs = selectSwapInputs(state)
    const network = selectActiveNetwork(state)
    const address = selectAddress(state)
    const connector = activeConnector({ dispatch, getState, services }, 'eip155')
    const fail = (message: string) => {
      dispatch(swapActions.failed(message))
      dispatch(showToast({ variant: 'error', message }))
      return undefined
    }
    if (view.unsupported || !network) return fail(new UnsupportedSwapNetworkError().message)
    if (!connector || !address) return fail(SwapMessages.noWallet)
    // The button's own checks, again: only a swap the view offers is sent.
    const first = selectSwap(state).next
    if (!inputs.ready || !first || (view.button.action !== 'approve' && view.button.action !== 'swap')) return fail(view.error ?? view.button.label)

    const transport = services.transports.forNetwork(network)
    const from = getAddress(address)
    const send = async (tx: NextTransaction): Promise<Hex> => {
      // The dapp may move the wallet to another chain between the approval and the swap: nothing is sent there.
      if (selectActiveNetwork(getState())?.caipNetworkId !== network.caipNetworkId) throw new SwapError(SwapMessages.networkChanged)
      try {
        return await requestTransaction(connector, toCall(from, tx))
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === ErrorCodes.userRejected) throw new SwapRejectedError()
        throw error
      }
    }
    const { from: sold, to: bought } = inputs
    try {
      let swap = first
      if (swap.kind === 'approve') {
        dispatch(swapActions.sending('approve'))
        const approval = await send(swap)
        dispatch(swapActions.sending('approving'))
        if ((await waitForReceipt(transport, approval, pollMs)) === 'reverted') throw new SwapRevertedError('approve')
        swap = await prepareNextTransaction(swapClient(services.chainData), inputs.pair, sold.native)
        if (swap.kind === 'approve') throw new SwapError(SwapMessages.approvalShort)
      }
      dispatch(swapActions.sending('swap'))
      const hash = await send(swap)
      dispatch(swapActions.sending('swapping'))
      // Toasts only once no wallet prompt can follow: the embedded wallet's ApproveTransaction must never be covered.
      dispatch(showToast({ variant: 'loading', message: `Swapping ${sold.symbol} for ${bought.symbol}…` }))
      const outcome = await waitForReceipt(transport, hash, pollMs)
      void dispatch(refreshAfterSend({ activity: true }))
      if (outcome === 'reverted') throw new SwapRevertedError('swap')
      dispatch(swapActions.swapped())
      dispatch(showToast({ variant: 'success', message: `Swapped ${view.amount.trim()} ${sold.symbol} for ${bought.symbol}` }))
      return hash
    } catch (error) {
      return fail(error instanceof SwapError ? error.message : error instanceof Error && error.message ? error.message : Messages.somethingWentWrong)
    }
  }
}

/** The wallet's `eth_sendTransaction` parameters for a built transaction. */
function toCall(from: Address, tx: NextTransaction) {
  return { from, to: getAddress(tx.to), value: numberToHex(BigInt(tx.value)), data: tx.data as Hex, gas: numberToHex(BigInt(tx.gas)) }
}
