/// <reference types="vite/client" />
import type { View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { viewFile, viewFolder } from '../view-folder.js'

/**
 * Every `<Name>View.tsx` of this folder, the views a visitor reaches once an account is connected,
 * in one module: a chunk of their own, fetched only then (or when the page opens one), so that a
 * visitor who never connects does not download them.
 */
const folder = viewFolder(import.meta.glob<Record<string, ComponentType>>('./*View.tsx', { eager: true }))

/** The views of this folder. */
export const accountViewNames = folder.names

/** `view`'s component; a view in neither folder (the registry looked in ../ first) is an error. */
export function accountViewComponent(view: View): ComponentType {
  const component = folder.component(view)
  const file = `${viewFile(view)}.tsx`
  if (!component) throw new Error(`the view ${view} has no component: neither widget-app/src/views/${file} nor widget-app/src/views/account/${file}`)
  return component
}
