/** Alert texts; each is shown once. */
export const Alerts = {
  originNotAllowed: 'Origin Not Allowed',
  invalidProjectId: 'Invalid Project ID',
  projectIdNotConfigured: 'Project ID Not Configured',
  rateLimited: 'Rate Limited',
  serverError: 'Server Error',
  networkError: 'Network Error',
  iframeLoadFailed: 'iframe load failed',
  iframeRequestTimeout: 'iframe request timeout',
  sessionExpired: 'Session Expired',
  unverifiedDomain: 'Unverified Domain',
  networkNotFound: 'Network Not Found',
  /** Info, not an error: the project has the multiWallet feature off and the visitor tried to add a second wallet. */
  multiWalletNotEnabled: 'Multi-Wallet Not Enabled',
  /** `POST /e` refused the frame's analytics (403): the project or the page is misconfigured. */
  invalidAppConfiguration: 'Invalid App Configuration',
} as const

export type Alert = (typeof Alerts)[keyof typeof Alerts]
