import type { View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { t } from '../i18n/translate.js'
import { ConnectView } from './ConnectView.js'
import { lazyView, type LazyView } from './lazy-view.js'

const laterViews = () => import('./later-views.js')
const lazyViews = new Map<View, LazyView>()

/** A view after Connect, from its file `./<Name>View.tsx` (later-views.ts): a new view needs no entry here. */
function laterView(view: View): LazyView {
  let lazy = lazyViews.get(view)
  if (!lazy) lazyViews.set(view, (lazy = lazyView(laterViews, (m) => m.viewComponent(view))))
  return lazy
}

/** Fetches the code of every view, so later steps show without waiting for the network. */
export function preloadViews(): Promise<unknown> {
  return laterViews().then(({ laterViewNames }) => Promise.allSettled(laterViewNames.map((view) => laterView(view).preload())))
}

/** The title and component of a view, and how to fetch its code again after a failure. Connect is in the first paint. */
export function viewFor(view: View): { title: string; Component: ComponentType; retry?: () => void } {
  // The title in the current language: the caller renders again when it changes (App reads useLocale).
  const title = t(`view.${view}`)
  if (view === 'Connect') return { title, Component: ConnectView }
  const lazy = laterView(view)
  return { title, Component: lazy, retry: lazy.reset }
}
