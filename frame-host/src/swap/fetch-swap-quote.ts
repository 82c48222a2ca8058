import { NATIVE_TOKEN_ADDRESS } from '@porthole/protocol'
import { HttpError } from '../http/index.js'
import type { FrameServices, FrameThunk } from '../store/index.js'
import { prepareNextTransaction } from './prepare-next-transaction.js'
import { swapClient, type SwapPair } from './swap-client.js'
import { SwapMessages } from './swap-errors.js'
import { selectSwapInputs } from './swap-inputs.js'
import { selectSwap, swapActions } from './swap-slice.js'

/** Default debounce: typing waits this long before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 500

/** The quote under way per frame: a newer input aborts it, so a stale answer never lands. */
const pending = new WeakMap<FrameServices, AbortController>()

/** The visitor typed an amount: the quote follows once typing pauses (500 ms). */
export function typeSwapAmount(amount: string, { waitMs = QUOTE_DEBOUNCE_MS }: { waitMs?: number } = {}): FrameThunk<Promise<void>> {
  return (dispatch) => {
    dispatch(swapActions.amountTyped(amount))
    return dispatch(fetchSwapQuote({ waitMs }))
  }
}

/**
 * The best route for the Swap view's inputs (`/v1/convert/quotes`) with the
 * network's gas price, then the transaction the swap would send next (so the
 * network fee shows and the button says whether approval comes first). An
 * earlier quote still waiting or under way is cancelled. A pair nobody
 * trades says so; nothing is asked without two tokens and a valid amount.
 */
export function fetchSwapQuote({ waitMs = 0 }: { waitMs?: number } = {}): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    pending.get(services)?.abort()
    const controller = new AbortController()
    pending.set(services, controller)
    const { signal } = controller
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs))
    if (signal.aborted) return
    const inputs = selectSwapInputs(getState())
    if (!inputs.ready) return
    const { key, network, pair, from } = inputs
    dispatch(swapActions.quoteLoading({ key }))
    const client = swapClient(services.chainData)
    try {
      // One round trip, not two: the quote takes the gas price already known (the worker reads its own without one).
      const known = selectSwap(getState()).gasPrice
      const [gasPrice, quote] = await Promise.all([
        client.gasPrice(network, signal),
        client.quote(pair, known === undefined ? undefined : BigInt(known), signal),
      ])
      if (signal.aborted) return
      if (!quote) {
        dispatch(swapActions.quoteLoaded({ key, gasPrice: gasPrice.toString(), error: SwapMessages.noRoute }))
        return
      }
      dispatch(
        swapActions.quoteLoaded({
          key,
          gasPrice: gasPrice.toString(),
          quote: { fromAmount: quote.fromAmount.toString(), toAmount: quote.toAmount.toString() },
        }),
      )
      if (inputs.affordable) await dispatch(buildNext(key, pair, from.address, signal))
    } catch (error) {
      if (signal.aborted) return
      dispatch(swapActions.quoteFailed({ key, message: quoteFailure(error) }))
    } finally {
      if (pending.get(services) === controller) pending.delete(services)
    }
  }
}

/** The approval while the allowance is short, else the swap: built now, so its fee shows and the swap sends what was quoted. */
function buildNext(key: string, pair: SwapPair, fromAddress: string, signal: AbortSignal): FrameThunk<Promise<void>> {
  return async (dispatch, _getState, services) => {
    const native = fromAddress.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)
    try {
      const next = await prepareNextTransaction(swapClient(services.chainData), pair, native, signal)
      if (!signal.aborted) dispatch(swapActions.nextBuilt({ key, next }))
    } catch (error) {
      // The quote stays on screen; the button offers to try again.
      if (!signal.aborted) dispatch(swapActions.quoteFailed({ key, message: quoteFailure(error) }))
    }
  }
}

/** The worker's own refusal of the network (for swaps or their gas price) where it gave one, else a generic retry text. */
function quoteFailure(error: unknown): string {
  if (error instanceof HttpError && error.code === 'swapUnsupportedNetwork') return SwapMessages.unsupportedNetwork
  return SwapMessages.quoteFailed
}
