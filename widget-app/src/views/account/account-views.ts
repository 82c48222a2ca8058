/// <reference types="vite/client" />
import { Views, type View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { withRecoveryBanner } from '../with-recovery-banner.js'

/**
 * Every `<Name>View.tsx` of this folder, the views a visitor reaches once an account is connected,
 * in one module: a chunk of their own, fetched only then (or when the page opens one), so that a
 * visitor who never connects does not download them.
 */
const modules = import.meta.glob<Record<string, ComponentType>>('./*View.tsx', { eager: true })

/** The views whose file is not `<Name>View.tsx`. */
const FILES: Partial<Record<View, string>> = { WalletSend: 'SendView', WalletReceive: 'ReceiveView', WalletBuy: 'BuyView' }

const fileOf = (view: View) => FILES[view] ?? `${view}View`

/** The views of this folder. */
export const accountViewNames = Views.filter((view) => modules[`./${fileOf(view)}.tsx`] !== undefined)

/** `view`'s component, under the banner of a recovery under way. */
export function accountViewComponent(view: View): ComponentType {
  const file = fileOf(view)
  const component = modules[`./${file}.tsx`]?.[file]
  if (!component) throw new Error(`the view ${view} has no component ${file} in widget-app/src/views/account/${file}.tsx`)
  return withRecoveryBanner(component)
}
