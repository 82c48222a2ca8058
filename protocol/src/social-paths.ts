/**
 * The worker's social login routes. Apart from social.ts's schemas: the first
 * paint's start form names them, and zod stays out of that chunk.
 */
export const SocialPaths = {
  start: '/auth/social/start',
  callback: '/auth/social/callback',
  result: '/auth/social/result',
} as const
