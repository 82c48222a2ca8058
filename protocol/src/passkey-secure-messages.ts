/** What securing an email or social account's smart account with a passkey says when it fails. */
export const PasskeySecureMessages = {
  /** The worker's answer names another passkey or another smart account than the visitor's. */
  mismatch: 'The server answered for another passkey or another account, so this account is not shown as secured.',
  /** A passkey account, or an account without a smart account on this site. */
  failed: 'Your account could not be secured with a passkey. Try again.',
  notSecurable: 'Only the smart account of an email or social account can be secured with a passkey.',
} as const
