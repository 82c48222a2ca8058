import { farcasterCompleteRequest, FarcasterPaths, farcasterStartRequest, Messages, type FarcasterSession } from '@porthole/protocol'
import { parseBody } from '../../http/body.js'
import { json } from '../../http/json.js'
import type { Handler, Route } from '../../http/router.js'
import { isSameOrigin } from '../../http/same-origin.js'
import { findProject } from '../../projects/repository.js'
import { scopeOf } from '../session-scope.js'
import { hashToken } from '../sessions.js'
import { signIn } from '../sign-in.js'
import { openChannel, randomToken, redeemChannel } from './channels.js'
import { verifyChannel } from './verify.js'

const failed = (status: number) => json({ error: Messages.failedToConnectFarcaster }, status)

/**
 * The frame opens a channel for signing in to this worker: the message names
 * the worker's host and origin, with a fresh nonce. The secret it gets back
 * never leaves the frame (the QR code's URL carries only the channel token),
 * so nobody who saw the code can redeem the channel.
 */
const start: Handler = async (request, env) => {
  if (!isSameOrigin(request)) return json({ error: 'Forbidden' }, 403)
  const body = await parseBody(request, farcasterStartRequest())
  if (!body.ok) return body.response
  if (!(await findProject(env.DB, body.data.projectId))) return json({ error: 'Invalid Project ID' }, 403)
  const origin = new URL(request.url)
  const secret = randomToken()
  const channel = await openChannel(
    env.DB,
    { siweUri: origin.origin, domain: origin.host },
    { projectId: body.data.projectId, secretHash: await hashToken(secret) },
  )
  return json({ ...channel, secret })
}

/**
 * The frame redeems its completed channel (once): the signed message is
 * verified against the IdRegistry, and the FID signs in to its embedded
 * account, created on its first sign-in like a social login's.
 */
const complete: Handler = async (request, env) => {
  if (!isSameOrigin(request)) return json({ error: 'Forbidden' }, 403)
  const body = await parseBody(request, farcasterCompleteRequest())
  if (!body.ok) return body.response
  const channel = await redeemChannel(env.DB, body.data.channelToken, body.data.secret, body.data.projectId)
  if (!channel) return failed(410)
  let user: Awaited<ReturnType<typeof verifyChannel>>
  try {
    user = await verifyChannel(env, channel)
  } catch (error) {
    console.warn(`[porthole] Farcaster sign-in refused: ${error instanceof Error ? error.message : String(error)}`)
    return failed(401)
  }
  const session = await signIn(env, { provider: 'farcaster', subject: String(user.fid), username: user.username }, undefined, scopeOf(request))
  return json({ ...session, provider: 'farcaster', ...(user.username ? { username: user.username } : {}) } satisfies FarcasterSession)
}

export const farcasterSignInRoutes: Route[] = [
  { methods: ['POST'], path: FarcasterPaths.start, limit: 'auth', handle: start },
  { methods: ['POST'], path: FarcasterPaths.complete, limit: 'auth', handle: complete },
]
