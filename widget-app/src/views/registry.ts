import type { View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { t } from '../i18n/translate.js'
import { ConnectView } from './ConnectView.js'
import { lazyView, type LazyView } from './lazy-view.js'

/**
 * Every view after Connect, keyed by its name in `Views` (protocol/src/views.ts): a name
 * without an entry, or an entry without a name, is a type error. Each is a dynamic import of
 * its own module; vite.config.ts groups them in the features chunk, one request for them all.
 */
const LAZY_VIEWS = {
  ConnectingExternal: lazyView(() => import('./ConnectingExternalView.js').then((m) => m.ConnectingExternalView)),
  ConnectingSocial: lazyView(() => import('./ConnectingSocialView.js').then((m) => m.ConnectingSocialView)),
  ConnectingFarcaster: lazyView(() => import('./ConnectingFarcasterView.js').then((m) => m.ConnectingFarcasterView)),
  ConnectingWalletConnect: lazyView(() => import('./ConnectingWalletConnectView.js').then((m) => m.ConnectingWalletConnectView)),
  ConnectingWalletConnectBasic: lazyView(() => import('./ConnectingWalletConnectBasicView.js').then((m) => m.ConnectingWalletConnectBasicView)),
  Account: lazyView(() => import('./AccountView.js').then((m) => m.AccountView)),
  SwitchNetwork: lazyView(() => import('./SwitchNetworkView.js').then((m) => m.SwitchNetworkView)),
  SwitchActiveChain: lazyView(() => import('./SwitchActiveChainView.js').then((m) => m.SwitchActiveChainView)),
  AllWallets: lazyView(() => import('./AllWalletsView.js').then((m) => m.AllWalletsView)),
  WalletSend: lazyView(() => import('./SendView.js').then((m) => m.SendView)),
  WalletReceive: lazyView(() => import('./ReceiveView.js').then((m) => m.ReceiveView)),
  WalletBuy: lazyView(() => import('./BuyView.js').then((m) => m.BuyView)),
  RegisterAccountName: lazyView(() => import('./RegisterAccountNameView.js').then((m) => m.RegisterAccountNameView)),
  RegisterAccountNameSuccess: lazyView(() => import('./RegisterAccountNameSuccessView.js').then((m) => m.RegisterAccountNameSuccessView)),
  EmailLogin: lazyView(() => import('./EmailLoginView.js').then((m) => m.EmailLoginView)),
  UpdateEmailWallet: lazyView(() => import('./UpdateEmailWalletView.js').then((m) => m.UpdateEmailWalletView)),
  ApproveTransaction: lazyView(() => import('./ApproveTransactionView.js').then((m) => m.ApproveTransactionView)),
  Swap: lazyView(() => import('./SwapView.js').then((m) => m.SwapView)),
  SIWXSignMessage: lazyView(() => import('./SIWXSignMessageView.js').then((m) => m.SIWXSignMessageView)),
  ProfileWallets: lazyView(() => import('./ProfileWalletsView.js').then((m) => m.ProfileWalletsView)),
  UnsupportedChain: lazyView(() => import('./UnsupportedChainView.js').then((m) => m.UnsupportedChainView)),
} satisfies Record<Exclude<View, 'Connect'>, LazyView>

/** Fetches the code of every view, so later steps show without waiting for the network. */
export function preloadViews(): Promise<unknown> {
  return Promise.allSettled(Object.values(LAZY_VIEWS).map((view) => view.preload()))
}

/** The title and component of a view, and how to fetch its code again after a failure. Connect is in the first paint. */
export function viewFor(view: View): { title: string; Component: ComponentType; retry?: () => void } {
  // The title in the current language: the caller renders again when it changes (App reads useLocale).
  const title = t(`view.${view}`)
  if (view === 'Connect') return { title, Component: ConnectView }
  const lazy = LAZY_VIEWS[view]
  return { title, Component: lazy, retry: lazy.reset }
}
