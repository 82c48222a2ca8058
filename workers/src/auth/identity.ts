/**
 * Who signed in: the provider and its stable subject. Email: the subject is the
 * lowercased address. Social: the OpenID `sub`, with the email or
 * preferred_username as username. The same identity always maps to the same account.
 */
export type Identity = {
  provider: 'email' | 'google' | 'x' | 'discord' | 'apple' | 'github' | 'facebook'
  subject: string
  username?: string | undefined
}

export const identityProviders = ['email', 'google', 'x', 'discord', 'apple', 'github', 'facebook'] as const satisfies readonly Identity['provider'][]
