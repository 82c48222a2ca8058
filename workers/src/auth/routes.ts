import { AuthPaths } from '@porthole/protocol'
import { json } from '../http/json.js'
import { handleDevMailbox } from '../routes/dev-mailbox.js'
import { handleEmailConnect, handleEmailDevice, handleEmailDeviceApprove, handleEmailOtp } from './email/login-routes.js'
import { handleEmailUpdate, handleEmailUpdatePrimary, handleEmailUpdateSecondary } from './email/update-routes.js'
import { handleSession, handleSignOut, handleWalletRequest } from './wallet-routes.js'

type Handler = (request: Request, env: Env) => Promise<Response>

/** The embedded-wallet API (protocol/src/auth-api.ts); the frame calls it from the worker's own origin. */
const routes: Record<string, { methods: string[]; handle: Handler }> = {
  [AuthPaths.emailConnect]: { methods: ['POST'], handle: handleEmailConnect },
  [AuthPaths.emailDevice]: { methods: ['POST'], handle: handleEmailDevice },
  [AuthPaths.emailDeviceApprove]: { methods: ['GET', 'POST'], handle: handleEmailDeviceApprove },
  [AuthPaths.emailOtp]: { methods: ['POST'], handle: handleEmailOtp },
  [AuthPaths.emailUpdate]: { methods: ['POST'], handle: handleEmailUpdate },
  [AuthPaths.emailUpdatePrimary]: { methods: ['POST'], handle: handleEmailUpdatePrimary },
  [AuthPaths.emailUpdateSecondary]: { methods: ['POST'], handle: handleEmailUpdateSecondary },
  [AuthPaths.session]: { methods: ['GET'], handle: handleSession },
  [AuthPaths.walletRequest]: { methods: ['POST'], handle: handleWalletRequest },
  [AuthPaths.signOut]: { methods: ['POST'], handle: handleSignOut },
  [AuthPaths.devMailbox]: { methods: ['GET'], handle: handleDevMailbox },
}

/**
 * Only the frame, on the worker's own origin, may post here: a browser sends
 * Origin with every POST, so another site's form or script is refused before
 * it can mail codes or use a session.
 */
function sameOriginOnly(handle: Handler): Handler {
  return (request, env) => {
    const origin = request.headers.get('Origin')
    if (request.method === 'POST' && origin !== null && origin !== new URL(request.url).origin) return Promise.resolve(json({ error: 'Origin Not Allowed' }, 403))
    return handle(request, env)
  }
}

export function authRoute(pathname: string): { methods: string[]; handle: Handler } | undefined {
  const found = Object.hasOwn(routes, pathname) ? routes[pathname] : undefined
  return found && { methods: found.methods, handle: sameOriginOnly(found.handle) }
}
