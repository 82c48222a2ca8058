/// <reference types="vite/client" />
import { Views, type View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { withRecoveryBanner } from './with-recovery-banner.js'

/**
 * Every `<Name>View.tsx` of this folder (Connect's roads: choosing a wallet, the email code,
 * WalletConnect's QR…), in one module: the registry fetches them with one dynamic import when the
 * modal shows, and the first paint carries no list of them. The views of a connected account are
 * in ./account/ (account-views.ts), a chunk of their own.
 */
const modules = import.meta.glob<Record<string, ComponentType>>('./*View.tsx', { eager: true })

const fileOf = (view: View) => `${view}View`

/** The views after Connect on its roads, which the first paint draws itself. */
export const connectRoadViews = Views.filter((view) => view !== 'Connect' && modules[`./${fileOf(view)}.tsx`] !== undefined)

/** `view`'s component, if it is one of this folder's, under the banner of a recovery under way. */
export function connectRoadView(view: View): ComponentType | undefined {
  const component = modules[`./${fileOf(view)}.tsx`]?.[fileOf(view)]
  return component && withRecoveryBanner(component)
}
