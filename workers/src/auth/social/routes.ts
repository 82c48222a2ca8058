import { SocialPaths } from '@porthole/protocol'
import { handleSocialCallback } from './callback.js'
import { handleSocialResult } from './result.js'
import { handleSocialStart } from './start.js'

type Handler = (request: Request, env: Env) => Promise<Response>

/** Social login's three routes (README, "Social login"). */
export function socialRoute(pathname: string): { methods: string[]; handle: Handler } | undefined {
  if (pathname === SocialPaths.start) return { methods: ['POST'], handle: handleSocialStart }
  if (pathname === SocialPaths.callback) return { methods: ['GET'], handle: handleSocialCallback }
  if (pathname === SocialPaths.result) return { methods: ['POST'], handle: handleSocialResult }
  return undefined
}
