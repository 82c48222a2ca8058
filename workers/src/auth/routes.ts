import { AuthPaths, PasskeyOperationPaths, PasskeyPaths } from '@porthole/protocol'
import { json } from '../http/json.js'
import type { Handler, Route } from '../http/router.js'
import { handleDevMailbox } from '../routes/dev-mailbox.js'
import { handleEmailConnect, handleEmailDevice, handleEmailDeviceApprove, handleEmailOtp } from './email/login-routes.js'
import { handleEmailUpdate, handleEmailUpdatePrimary, handleEmailUpdateSecondary } from './email/update-routes.js'
import { handlePasskeyPrepare, handlePasskeySend, handlePasskeySignMessage } from './passkey/operation-routes.js'
import { handlePasskeyChallenge, handlePasskeyRegister, handlePasskeySignIn } from './passkey/routes.js'
import { handlePasskeySecure } from './passkey/secure-route.js'
import { handlePasskeyAdd, handlePasskeyAddConfirm } from './passkey/add-route.js'
import { handlePasskeyRecover, handlePasskeyRecoverFinish } from './passkey/recover-route.js'
import { handleSolanaWalletRequest } from './solana-wallet-routes.js'
import { handleSession, handleSignOut, handleWalletRequest } from './wallet-routes.js'

/**
 * Only the frame, on the worker's own origin, may post here: a browser sends
 * Origin with every POST, so another site's form or script is refused before
 * it can mail codes or use a session.
 */
function sameOriginOnly(handle: Handler): Handler {
  return (request, env, context) => {
    const origin = request.headers.get('Origin')
    if (request.method === 'POST' && origin !== null && origin !== new URL(request.url).origin)
      return Promise.resolve(json({ error: 'Origin Not Allowed' }, 403))
    return handle(request, env, context)
  }
}

/** The embedded-wallet API (protocol/src/auth-api.ts); the frame calls it from the worker's own origin. */
export const authRoutes: Route[] = (
  [
    [AuthPaths.emailConnect, ['POST'], handleEmailConnect],
    [AuthPaths.emailDevice, ['POST'], handleEmailDevice],
    // GET shows the approval page (mail scanners follow links); only its POST approves.
    [AuthPaths.emailDeviceApprove, ['GET', 'POST'], handleEmailDeviceApprove],
    [AuthPaths.emailOtp, ['POST'], handleEmailOtp],
    [AuthPaths.emailUpdate, ['POST'], handleEmailUpdate],
    [AuthPaths.emailUpdatePrimary, ['POST'], handleEmailUpdatePrimary],
    [AuthPaths.emailUpdateSecondary, ['POST'], handleEmailUpdateSecondary],
    [PasskeyPaths.challenge, ['POST'], handlePasskeyChallenge],
    [PasskeyPaths.register, ['POST'], handlePasskeyRegister],
    [PasskeyPaths.signIn, ['POST'], handlePasskeySignIn],
    [PasskeyPaths.secure, ['POST'], handlePasskeySecure],
    [PasskeyPaths.add, ['POST'], handlePasskeyAdd],
    [PasskeyPaths.addConfirm, ['POST'], handlePasskeyAddConfirm],
    [PasskeyPaths.recover, ['POST'], handlePasskeyRecover],
    [PasskeyPaths.recoverFinish, ['POST'], handlePasskeyRecoverFinish],
    [PasskeyOperationPaths.prepare, ['POST'], handlePasskeyPrepare],
    [PasskeyOperationPaths.send, ['POST'], handlePasskeySend],
    [PasskeyOperationPaths.signMessage, ['POST'], handlePasskeySignMessage],
    [AuthPaths.session, ['GET'], handleSession],
    [AuthPaths.walletRequest, ['POST'], handleWalletRequest],
    [AuthPaths.solanaRequest, ['POST'], handleSolanaWalletRequest],
    [AuthPaths.signOut, ['POST'], handleSignOut],
    [AuthPaths.devMailbox, ['GET'], handleDevMailbox],
  ] as const
).map(([path, methods, handle]) => ({ path, methods, limit: 'auth', handle: sameOriginOnly(handle) }))
