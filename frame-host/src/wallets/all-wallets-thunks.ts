import type { FrameStartListening, FrameThunk } from '../store/index.js'
import { allWalletsSlice } from './all-wallets-slice.js'
import { FETCH_WALLETS_FAILED, RECOMMENDED_ENTRIES, SEARCH_ENTRIES, SEARCH_WAIT_MS, WALLETS_PAGE } from './directory-client.js'

const { pageRequested, pageLoaded, pageFailed, recommendedLoaded, featuredLoaded, searchChanged, searchLoaded, searchFailed } = allWalletsSlice.actions

/** The next page of 40; nothing while one is loading or when every wallet is in. */
export function loadNextWallets(): FrameThunk<Promise<void>> {
  return async (dispatch, getState, { directory }) => {
    const { loading, pages, wallets, count } = getState().allWallets
    if (loading || (count !== undefined && wallets.length >= count)) return
    dispatch(pageRequested())
    const page = pages + 1
    try {
      const { data, count } = await directory.getWallets({ page, entries: WALLETS_PAGE })
      dispatch(pageLoaded({ page, data, count }))
    } catch {
      dispatch(pageFailed(FETCH_WALLETS_FAILED))
    }
  }
}

/** The first 4 of the directory's own order. A failure leaves the list empty. */
export function loadRecommendedWallets(): FrameThunk<Promise<void>> {
  return async (dispatch, _getState, { directory }) => {
    const answer = await directory.getWallets({ entries: RECOMMENDED_ENTRIES }).catch(() => undefined)
    if (answer) dispatch(recommendedLoaded(answer.data))
  }
}

/** As many entries as featured ids, in the order of the ids. None configured asks nothing. */
export function loadFeaturedWallets(): FrameThunk<Promise<void>> {
  return async (dispatch, _getState, { directory }) => {
    const ids = directory.featuredIds
    if (ids.length === 0) return
    const answer = await directory.getWallets({ entries: ids.length, include: ids }).catch(() => undefined)
    if (answer) dispatch(featuredLoaded(ids.flatMap((id) => answer.data.filter((w) => w.id === id))))
  }
}

/**
 * Search: 300 ms after the last keystroke, up to 100 results. A new
 * term cancels the wait, or aborts the request already sent.
 */
export function listenWalletSearch(startListening: FrameStartListening): () => void {
  return startListening({
    actionCreator: searchChanged,
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      const { term } = api.getState().allWallets.search
      if (term === '') return
      await api.delay(SEARCH_WAIT_MS)
      try {
        const { data } = await api.extra.directory.getWallets({ entries: SEARCH_ENTRIES, search: term }, api.signal)
        api.dispatch(searchLoaded({ term, data }))
      } catch {
        if (!api.signal.aborted) api.dispatch(searchFailed({ term, message: FETCH_WALLETS_FAILED }))
      }
    },
  })
}
