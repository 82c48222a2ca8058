/// <reference types="vite/client" />
import type { ComponentType } from 'react'
import { viewFolder } from './view-folder.js'

/**
 * Every `<Name>View.tsx` of this folder (Connect's roads: choosing a wallet, the email code,
 * WalletConnect's QR…), in one module: the registry fetches them with one dynamic import when the
 * modal shows, and the first paint carries no list of them. The views of a connected account are
 * in ./account/ (account-views.ts), a chunk of their own.
 */
const folder = viewFolder(import.meta.glob<Record<string, ComponentType>>('./*View.tsx', { eager: true }))

/** The views after Connect on its roads, which the first paint draws itself. */
export const connectRoadViews = folder.names

/** `view`'s component, if it is one of this folder's. */
export const connectRoadView = folder.component
