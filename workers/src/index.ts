import { chainDataRoute } from './chain-data/routes.js'
import { methodNotAllowed, notFound, serverError } from './http/json.js'
import { handleAsset } from './routes/assets.js'
import { configRoutes, handleConfig } from './routes/config.js'
import { handleFrame } from './routes/frame.js'
import { handleFrameStatus } from './routes/frame-status.js'
import { walletRoute } from './wallets/routes.js'
import { handleRelay } from './relay/route.js'
import { socialRoute } from './auth/social/routes.js'
import { authRoute } from './auth/routes.js'

export { RateLimiter } from './rate-limit/rate-limiter.js'
export { RelayConnection } from './relay/connection.js'
export { RelayMailbox } from './relay/mailbox.js'

type Handler = (request: Request, env: Env) => Promise<Response>

/** The handler for a path and the methods it answers. */
function route(pathname: string): { methods: string[]; handle: Handler } | undefined {
  if (pathname === '/loader.js') return { methods: ['GET', 'HEAD'], handle: (r, e) => handleAsset('loader', r, e) }
  if (pathname.startsWith('/assets/')) return { methods: ['GET', 'HEAD'], handle: (r, e) => handleAsset('hashed', r, e) }
  if (pathname === '/frame') return { methods: ['GET'], handle: handleFrame }
  if (pathname === '/frame/status') return { methods: ['GET'], handle: handleFrameStatus }
  if (pathname === '/relay') return { methods: ['GET'], handle: handleRelay }
  const config = Object.hasOwn(configRoutes, pathname) ? configRoutes[pathname] : undefined
  if (config) return { methods: ['GET', 'OPTIONS'], handle: (r, e) => handleConfig(config, r, e) }
  return authRoute(pathname) ?? socialRoute(pathname) ?? walletRoute(pathname) ?? chainDataRoute(pathname)
}

export default {
  async fetch(request, env): Promise<Response> {
    const found = route(new URL(request.url).pathname)
    if (!found) return notFound()
    if (!found.methods.includes(request.method)) return methodNotAllowed(found.methods.join(', '))
    try {
      return await found.handle(request, env)
    } catch (error) {
      // The details stay in the worker's log; the client learns only that it failed.
      console.error(error)
      return serverError()
    }
  },
} satisfies ExportedHandler<Env>
