import type { View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { t } from '../i18n/translate.js'
import { ConnectView } from './ConnectView.js'
import { lazyView, type LazyView } from './lazy-view.js'

const laterViews = () => import('./later-views.js')
const accountViews = () => import('./account/account-views.js')
const lazyViews = new Map<View, LazyView>()

/**
 * A view after Connect, from its file `./<Name>View.tsx` (later-views.ts) or, for a connected account's,
 * `./account/<Name>View.tsx` (account-views.ts): a new view needs no entry here.
 */
function laterView(view: View): LazyView {
  let lazy = lazyViews.get(view)
  const load = async () => (await laterViews()).connectRoadView(view) ?? (await accountViews()).accountViewComponent(view)
  if (!lazy) lazyViews.set(view, (lazy = lazyView(load, (component) => component)))
  return lazy
}

const preloadAll = (views: readonly View[]) => Promise.allSettled(views.map((view) => laterView(view).preload()))

/** Fetches the code of Connect's roads, so their steps show without waiting for the network. */
export const preloadViews = () => laterViews().then(({ connectRoadViews }) => preloadAll(connectRoadViews))

/** Fetches the code of a connected account's views (Account, Send, Swap, the approvals…). */
export const preloadAccountViews = () => accountViews().then(({ accountViewNames }) => preloadAll(accountViewNames))

/** The title and component of a view, and how to fetch its code again after a failure. Connect is in the first paint. */
export function viewFor(view: View): { title: string; Component: ComponentType; retry?: () => void } {
  // The title in the current language: the caller renders again when it changes (App reads useLocale).
  const title = t(`view.${view}`)
  if (view === 'Connect') return { title, Component: ConnectView }
  const lazy = laterView(view)
  return { title, Component: lazy, retry: lazy.reset }
}
