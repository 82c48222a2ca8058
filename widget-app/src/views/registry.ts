import type { View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { t } from '../i18n/translate.js'
import { ConnectView } from './ConnectView.js'
import { lazyView, type LazyView } from './lazy-view.js'

const laterViews = () => import('./later-views.js')

const LAZY_VIEWS = {
  ConnectingExternal: lazyView(laterViews, (m) => m.ConnectingExternalView),
  ConnectingSocial: lazyView(laterViews, (m) => m.ConnectingSocialView),
  ConnectingFarcaster: lazyView(laterViews, (m) => m.ConnectingFarcasterView),
  ConnectingWalletConnect: lazyView(laterViews, (m) => m.ConnectingWalletConnectView),
  ConnectingWalletConnectBasic: lazyView(laterViews, (m) => m.ConnectingWalletConnectBasicView),
  Account: lazyView(laterViews, (m) => m.AccountView),
  SwitchNetwork: lazyView(laterViews, (m) => m.SwitchNetworkView),
  SwitchActiveChain: lazyView(laterViews, (m) => m.SwitchActiveChainView),
  AllWallets: lazyView(laterViews, (m) => m.AllWalletsView),
  WalletSend: lazyView(laterViews, (m) => m.SendView),
  WalletReceive: lazyView(laterViews, (m) => m.ReceiveView),
  WalletBuy: lazyView(laterViews, (m) => m.BuyView),
  RegisterAccountName: lazyView(laterViews, (m) => m.RegisterAccountNameView),
  RegisterAccountNameSuccess: lazyView(laterViews, (m) => m.RegisterAccountNameSuccessView),
  EmailLogin: lazyView(laterViews, (m) => m.EmailLoginView),
  UpdateEmailWallet: lazyView(laterViews, (m) => m.UpdateEmailWalletView),
  ApproveTransaction: lazyView(laterViews, (m) => m.ApproveTransactionView),
  Swap: lazyView(laterViews, (m) => m.SwapView),
  SIWXSignMessage: lazyView(laterViews, (m) => m.SIWXSignMessageView),
  ProfileWallets: lazyView(laterViews, (m) => m.ProfileWalletsView),
  UnsupportedChain: lazyView(laterViews, (m) => m.UnsupportedChainView),
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
