/** Named views. There are no URL routes. */
export const Views = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'EmailLogin',
  'UpdateEmailWallet',
  'ProfileWallets',
  'ApproveTransaction',
  'Swap',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SwitchNetwork',
  'SwitchActiveChain',
  'SIWXSignMessage',
  'UnsupportedChain',
  // Wallet features on-ramp, send and receive, reached from Account (swaps is the Swap view).
  'WalletBuy',
  'WalletSend',
  'WalletReceive',
] as const

export type View = (typeof Views)[number]

/** The snippet's `data-theme` and `setTheme`'s `themeMode`: 'system' follows the visitor's `prefers-color-scheme`. */
export const Themes = ['light', 'dark', 'system'] as const
export type Theme = (typeof Themes)[number]
