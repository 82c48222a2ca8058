/**
 * Who signed in: the provider and its stable subject. Email: the subject is the
 * lowercased address. Social: the OpenID `sub`, with the email or
 * preferred_username as username. Farcaster: the FID, with the username its client names. The same identity always maps to the same account.
 */
export type Identity = {
  provider: 'email' | 'google' | 'x' | 'discord' | 'apple' | 'github' | 'facebook' | 'farcaster'
  subject: string
  username?: string | undefined
}
