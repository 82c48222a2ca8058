/**
 * Sign-in texts the worker answers and the page reads, kept apart from the schemas so the loader can
 * name one without carrying zod.
 */
export const SiwxErrors = {
  bothConfigured: 'siweConfig and siwx cannot both be set',
  nonceUnknown: 'The sign-in nonce is unknown, used or expired',
  wrongDomain: 'The sign-in message is for another domain',
  expired: 'The sign-in message has expired',
  notYetValid: 'The sign-in message is not valid yet',
  badSignature: 'The sign-in signature does not match the account',
  originNotAllowed: 'Origin Not Allowed',
  unsupportedChain: 'Sign-in is not supported on this network',
} as const
