/**
 * What the passkey flows (creating a passkey account, signing in with one, securing an email or
 * social account's smart account, a passkey's operation) say when they fail. They load with the
 * flows' code, never with the frame's start.
 */
export const PasskeyFlowMessages = {
  cancelled: 'The passkey request was cancelled.',
  windowBlocked: 'Your browser blocked the passkey window. Allow pop-ups for this site, then try again.',
  keyMismatch: 'The server answered with a key that is not your passkey’s, so you were not signed in.',
  noSmartAccountNetwork: 'Passkey accounts need a network with smart accounts, and this site has none.',
  /** A smart account deploys a contract through a factory call, not a transaction without a recipient. */
  needsRecipient: 'A passkey account’s transaction needs a "to" address.',
  /** Securing: the worker's answer names another passkey or another smart account than the visitor's. */
  secureMismatch: 'The server answered for another passkey or another account, so this account is not shown as secured.',
  /** Securing: a passkey account, or an account without a smart account on this site. */
  notSecurable: 'Only the smart account of an email or social account can be secured with a passkey.',
  secureFailed: 'Your account could not be secured with a passkey. Try again.',
  /** Adding: the worker's answer names another passkey, another signer or another account than the visitor's. */
  addMismatch: 'The server answered for another passkey or another account, so the passkey was not added.',
  /** Adding: only an account a passkey signs for can have another passkey. */
  notAddable: 'Only an account secured with a passkey can add another passkey.',
  addFailed: 'The passkey could not be added. Try again.',
  /** Recovery: the worker's answer names another passkey, signer, account or module than the chain and the window's passkey. */
  recoverMismatch: 'The server answered for another passkey or another account, so no recovery was started.',
  /** Recovery: only a secured email or social account can be recovered through its identity. */
  notRecoverable: 'Only an email or social account secured with a passkey can be recovered this way.',
  recoverFailed: 'The recovery could not be started. Try again.',
  recoverFinishFailed: 'The recovery could not be finished. Try again.',
  recoverCancelFailed: 'The recovery could not be cancelled. Try again.',
} as const
