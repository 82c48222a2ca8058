import type { View } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { AccountView } from './AccountView.js'
import { AllWalletsView } from './AllWalletsView.js'
import { ConnectingExternalView } from './ConnectingExternalView.js'
import { ConnectingSocialView } from './ConnectingSocialView.js'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView.js'
import { ConnectView } from './ConnectView.js'
import { ReceiveView } from './ReceiveView.js'
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.js'
import { RegisterAccountNameView } from './RegisterAccountNameView.js'
import { SendView } from './SendView.js'
import { SwitchNetworkView } from './SwitchNetworkView.js'
import { UnavailableView } from './UnavailableView.js'
import { ApproveTransactionView } from './ApproveTransactionView.js'
import { EmailLoginView } from './EmailLoginView.js'
import { UpdateEmailWalletView } from './UpdateEmailWalletView.js'

const TITLES: Record<View, string> = {
  Connect: 'Connect wallet',
  Account: 'Account',
  AllWallets: 'All wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: 'Connecting',
  ConnectingFarcaster: 'Farcaster',
  ConnectingSocial: 'Social login',
  EmailLogin: 'Email login',
  UpdateEmailWallet: 'Update email',
  ProfileWallets: 'Wallets',
  ApproveTransaction: 'Approve transaction',
  Swap: 'Swap',
  RegisterAccountName: 'Choose a name',
  RegisterAccountNameSuccess: 'Name registered',
  SwitchNetwork: 'Switch network',
  SwitchActiveChain: 'Switch chain',
  SIWXSignMessage: 'Sign in',
  UnsupportedChain: 'Unknown Network',
  WalletSend: 'Send',
  WalletReceive: 'Receive',
}

const VIEWS: Partial<Record<View, ComponentType>> = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  Account: AccountView,
  SwitchNetwork: SwitchNetworkView,
  AllWallets: AllWalletsView,
  WalletSend: SendView,
  WalletReceive: ReceiveView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  EmailLogin: EmailLoginView,
  UpdateEmailWallet: UpdateEmailWalletView,
  ApproveTransaction: ApproveTransactionView,
}

/** Whether a view is built; one that is not shows UnavailableView. */
export function hasView(view: View): boolean {
  return VIEWS[view] !== undefined
}

/** The title and component of a view; one not built yet says so. */
export function viewFor(view: View): { title: string; Component: ComponentType } {
  return { title: TITLES[view], Component: VIEWS[view] ?? UnavailableView }
}
