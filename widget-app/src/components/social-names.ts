import type { SocialProvider } from '@porthole/frame-host'

/** How each provider is named on its button and in ConnectingSocial. */
export const SOCIAL_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}

/** The provider's logo, drawn by the worker (never bundled into the frame): decorative, its name is beside it. */
export const socialImageUrl = (provider: SocialProvider) => `/public/getSocialImage/${provider}`
