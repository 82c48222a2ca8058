import { type FrameThunk, showToast } from '../store/index.js'
import { replaceView } from '../shared-state/index.js'
import { refreshAfterSend } from './refresh-after-send.js'
import { resetSend } from './send-slice.js'

/** The toast a sent transaction shows, whatever its family. */
export const TRANSACTION_SENT = 'Transaction sent'

/**
 * The end of a send that the wallet took, whatever its family: the send state
 * resets, Account shows with a toast, and once `included` (mined or
 * confirmed) resolves, balances refresh, and activity too where the family has it.
 */
export function transactionSent(included: Promise<unknown>, { activity }: { activity: boolean }): FrameThunk {
  return (dispatch) => {
    dispatch(resetSend())
    dispatch(replaceView('Account'))
    dispatch(showToast({ variant: 'success', message: TRANSACTION_SENT }))
    void included.then(
      () => dispatch(refreshAfterSend({ activity })),
      () => undefined,
    )
  }
}
