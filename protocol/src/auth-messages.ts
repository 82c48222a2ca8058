import { cooldownMessage } from './cooldown-message.js'

/** What the auth API's refusals say to the visitor. */
export const AuthMessages = {
  sessionExpired: 'Session Expired',
  invalidCode: 'That code is not right. Check the email and try again.',
  codeExpired: 'This code has expired. Request a new one.',
  lockedOut: 'Too many wrong codes. For your security, email login for this address is locked for 15 minutes.',
  cooldown: cooldownMessage,
  noCode: 'No code is waiting for this address. Request a new one.',
  deviceNotApproved: 'This device is not approved yet. Open the link we emailed you.',
} as const
