import { Views, type View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { withRecoveryBanner } from './with-recovery-banner.js'

/** The views whose file is not `<Name>View.tsx`. */
const FILES: Partial<Record<View, string>> = { WalletSend: 'SendView', WalletReceive: 'ReceiveView', WalletBuy: 'BuyView' }

/** A view's file name, without its extension. */
export const viewFile = (view: View) => FILES[view] ?? `${view}View`

/**
 * The views after Connect among a folder's `<Name>View.tsx` modules (its eager `import.meta.glob`),
 * each component under the banner of a recovery under way.
 */
export function viewFolder(modules: Record<string, Record<string, ComponentType>>) {
  const componentOf = (view: View) => modules[`./${viewFile(view)}.tsx`]?.[viewFile(view)]
  return {
    names: Views.filter((view) => view !== 'Connect' && componentOf(view) !== undefined),
    component(view: View): ComponentType | undefined {
      const component = componentOf(view)
      return component && withRecoveryBanner(component)
    },
  }
}
