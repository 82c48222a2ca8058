import { SocialPaths } from '@porthole/protocol'
import type { Route } from '../../http/router.js'
import { handleSocialCallback } from './callback.js'
import { handleSocialResult } from './result.js'
import { handleSocialStart } from './start.js'

/** Social login's three routes (docs/wallets.md, "Social login"). */
export const socialRoutes: Route[] = [
  { methods: ['POST'], path: SocialPaths.start, limit: 'auth', handle: handleSocialStart },
  { methods: ['GET'], path: SocialPaths.callback, limit: 'auth', handle: handleSocialCallback },
  { methods: ['POST'], path: SocialPaths.result, limit: 'auth', handle: handleSocialResult },
]
