import { hasFamilyFeature, InternalRpcError, namespaceOfNetworkId } from '@porthole/protocol'
import { selectActiveNetworkId, selectAddress, type FrameThunk } from '../store/index.js'
import { activityFailed, activityFetched, activityStarted } from './activity-slice.js'

export const NO_ACCOUNT_ADDRESS = "Transactions can't be fetched without an accountAddress"

/**
 * History of the active account on the active network. The first
 * call for an account and network starts the list; `more` reads the page
 * after the stored cursor. Activity is EVM only.
 */
export function fetchActivity({ more = false }: { more?: boolean } = {}): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const address = selectAddress(state)
    if (!address) throw new InternalRpcError(NO_ACCOUNT_ADDRESS)
    const caipNetworkId = selectActiveNetworkId(state)
    const view = `${caipNetworkId}:${address}`
    const { activity } = state
    const same = activity.lastNetworkInView === view
    if (same && activity.loading) return
    if (more && (!same || activity.next === undefined)) return
    const cursor = more ? activity.next : undefined
    dispatch(activityStarted({ view, restart: !more }))
    try {
      if (!hasFamilyFeature(namespaceOfNetworkId(caipNetworkId), 'activity')) {
        dispatch(activityFetched({ view, caipNetworkId, data: [] }))
        return
      }
      const page = await services.chainData.getHistory(address, caipNetworkId, cursor)
      dispatch(activityFetched({ view, caipNetworkId, ...page }))
    } catch {
      dispatch(activityFailed({ view, cursor }))
    }
  }
}
