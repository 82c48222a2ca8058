/// <reference types="vite/client" />
import { Views, type View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { withRecoveryBanner } from './with-recovery-banner.js'

/**
 * Every `<Name>View.tsx` of this folder, in one module: the registry fetches them with one dynamic import (they share
 * the features chunk), and the first paint carries no list of them.
 */
const modules = import.meta.glob<Record<string, ComponentType>>('./*View.tsx', { eager: true })

/** The views whose file is not `<Name>View.tsx`. */
const FILES: Partial<Record<View, string>> = { WalletSend: 'SendView', WalletReceive: 'ReceiveView', WalletBuy: 'BuyView' }

/** The views after Connect, which the first paint draws itself. */
export const laterViewNames = Views.filter((view) => view !== 'Connect')

/** `view`'s component: what `./<Name>View.tsx` exports as `<Name>View`, under the banner of a recovery under way. */
export function viewComponent(view: View): ComponentType {
  const file = FILES[view] ?? `${view}View`
  const component = modules[`./${file}.tsx`]?.[file]
  if (!component) throw new Error(`the view ${view} has no component ${file} in widget-app/src/views/${file}.tsx`)
  return withRecoveryBanner(component)
}
