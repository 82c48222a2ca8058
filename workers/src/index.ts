import { analyticsRoutes } from './analytics/routes.js'
import { farcasterRelayRoutes } from './auth/farcaster/relay-routes.js'
import { farcasterSignInRoutes } from './auth/farcaster/sign-in-routes.js'
import { authRoutes } from './auth/routes.js'
import { socialRoutes } from './auth/social/routes.js'
import { chainDataRoutes } from './chain-data/routes.js'
import { router, type Route } from './http/router.js'
import { onrampRoutes } from './onramp/routes.js'
import { handleRelay } from './relay/route.js'
import { handleAsset } from './routes/assets.js'
import { configRoutes } from './routes/config.js'
import { handleApprovalWindow } from './routes/approval-window.js'
import { handleFrame } from './routes/frame.js'
import { handleFrameStatus } from './routes/frame-status.js'
import { sessionRoutes } from './sessions/routes.js'
import { siwxRoutes } from './siwx/routes.js'
import { swapRoutes } from './swap/routes.js'
import { verifyRoutes } from './verify/routes.js'
import { walletRoutes } from './wallets/routes.js'

export { RateLimiter } from './rate-limit/rate-limiter.js'
export { RelayConnection } from './relay/connection.js'
export { RelayIpConnections } from './relay/ip-connections.js'
export { RelayMailbox } from './relay/mailbox.js'

/**
 * Every route of the worker. What a page load needs is not rate-limited here
 * (Cloudflare's cache and the relay's own connection limits stand in front of it).
 */
const routes: Route[] = [
  { methods: ['GET', 'HEAD'], path: '/loader.js', limit: 'none', handle: (r, e) => handleAsset('loader', r, e) },
  { methods: ['GET', 'HEAD'], path: '/assets/*', limit: 'none', handle: (r, e) => handleAsset('hashed', r, e) },
  { methods: ['GET', 'HEAD'], path: '/networks/*', limit: 'none', handle: (r, e) => handleAsset('icon', r, e) },
  { methods: ['GET'], path: '/frame', limit: 'none', handle: handleFrame },
  { methods: ['GET'], path: '/frame/status', limit: 'none', handle: handleFrameStatus },
  { methods: ['GET'], path: '/approval', limit: 'none', handle: handleApprovalWindow },
  { methods: ['GET'], path: '/relay', limit: 'none', handle: handleRelay },
  ...configRoutes,
  ...analyticsRoutes,
  ...authRoutes,
  ...siwxRoutes,
  ...sessionRoutes,
  ...socialRoutes,
  ...farcasterRelayRoutes,
  ...farcasterSignInRoutes,
  ...walletRoutes,
  ...verifyRoutes,
  ...chainDataRoutes,
  ...onrampRoutes,
  ...swapRoutes,
]

export default { fetch: router(routes) } satisfies ExportedHandler<Env>
