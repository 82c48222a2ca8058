import { fetchBalance, fetchTokenBalances } from '../account/index.js'
import { fetchActivity } from '../activity/index.js'
import type { FrameThunk } from '../store/index.js'

/** Once a transaction is included, balances are read again past both caches, and activity too where the family has it. */
export function refreshAfterSend({ activity }: { activity: boolean }): FrameThunk<Promise<unknown>> {
  return (dispatch) =>
    Promise.all([
      dispatch(fetchTokenBalances({ force: true })),
      dispatch(fetchBalance(Date.now(), { force: true })),
      ...(activity ? [dispatch(fetchActivity())] : []),
    ])
}
