import type { View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { t } from '../i18n/translate.js'
import { ConnectView } from './ConnectView.js'
import { lazyView, type LazyView } from './lazy-view.js'

const LAZY_VIEWS = {
  ConnectingExternal: lazyView(
    () => import('./ConnectingExternalView.js'),
    (m) => m.ConnectingExternalView,
  ),
  ConnectingSocial: lazyView(
    () => import('./ConnectingSocialView.js'),
    (m) => m.ConnectingSocialView,
  ),
  ConnectingFarcaster: lazyView(
    () => import('./ConnectingFarcasterView.js'),
    (m) => m.ConnectingFarcasterView,
  ),
  ConnectingWalletConnect: lazyView(
    () => import('./ConnectingWalletConnectView.js'),
    (m) => m.ConnectingWalletConnectView,
  ),
  ConnectingWalletConnectBasic: lazyView(
    () => import('./ConnectingWalletConnectBasicView.js'),
    (m) => m.ConnectingWalletConnectBasicView,
  ),
  Account: lazyView(
    () => import('./AccountView.js'),
    (m) => m.AccountView,
  ),
  SwitchNetwork: lazyView(
    () => import('./SwitchNetworkView.js'),
    (m) => m.SwitchNetworkView,
  ),
  SwitchActiveChain: lazyView(
    () => import('./SwitchActiveChainView.js'),
    (m) => m.SwitchActiveChainView,
  ),
  AllWallets: lazyView(
    () => import('./AllWalletsView.js'),
    (m) => m.AllWalletsView,
  ),
  WalletSend: lazyView(
    () => import('./SendView.js'),
    (m) => m.SendView,
  ),
  WalletReceive: lazyView(
    () => import('./ReceiveView.js'),
    (m) => m.ReceiveView,
  ),
  WalletBuy: lazyView(
    () => import('./BuyView.js'),
    (m) => m.BuyView,
  ),
  RegisterAccountName: lazyView(
    () => import('./RegisterAccountNameView.js'),
    (m) => m.RegisterAccountNameView,
  ),
  RegisterAccountNameSuccess: lazyView(
    () => import('./RegisterAccountNameSuccessView.js'),
    (m) => m.RegisterAccountNameSuccessView,
  ),
  EmailLogin: lazyView(
    () => import('./EmailLoginView.js'),
    (m) => m.EmailLoginView,
  ),
  UpdateEmailWallet: lazyView(
    () => import('./UpdateEmailWalletView.js'),
    (m) => m.UpdateEmailWalletView,
  ),
  ApproveTransaction: lazyView(
    () => import('./ApproveTransactionView.js'),
    (m) => m.ApproveTransactionView,
  ),
  Swap: lazyView(
    () => import('./SwapView.js'),
    (m) => m.SwapView,
  ),
  SIWXSignMessage: lazyView(
    () => import('./SIWXSignMessageView.js'),
    (m) => m.SIWXSignMessageView,
  ),
  ProfileWallets: lazyView(
    () => import('./ProfileWalletsView.js'),
    (m) => m.ProfileWalletsView,
  ),
  UnsupportedChain: lazyView(
    () => import('./UnsupportedChainView.js'),
    (m) => m.UnsupportedChainView,
  ),
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
