import { TOAST_SWAP_MS } from '@porthole/protocol'
import { showToast, TOAST_VISIBLE_MS, toastSlice } from './toast-slice.js'
import type { FrameStartListening } from './types.js'

/**
 * An open toast first closes and the new one appears 150 ms later.
 * A newer toast cancels the older one's pending steps. Loading toasts stay
 * until replaced; the others hide on their own.
 */
export function listenToasts(startListening: FrameStartListening): () => void {
  return startListening({
    actionCreator: showToast,
    effect: async ({ payload }, api) => {
      api.cancelActiveListeners()
      if (api.getState().toast.open) {
        api.dispatch(toastSlice.actions.hidden())
        await api.delay(TOAST_SWAP_MS)
      }
      api.dispatch(toastSlice.actions.shown(payload))
      if (payload.variant === 'loading') return
      await api.delay(TOAST_VISIBLE_MS)
      api.dispatch(toastSlice.actions.hidden())
    },
  })
}
