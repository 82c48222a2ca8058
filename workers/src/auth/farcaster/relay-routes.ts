import { authenticateRequest, createChannelRequest, FarcasterPaths, type ChannelStatus } from '@porthole/protocol'
import { parseBody } from '../../http/body.js'
import { json } from '../../http/json.js'
import type { Handler, Route } from '../../http/router.js'
import { completeChannel, findChannel, openChannel, type Channel } from './channels.js'

const TOKEN = /^Bearer ([A-Za-z0-9_-]{43})$/

/** The channel token of `Authorization: Bearer …`, as auth-client sends it. */
const bearer = (request: Request) => TOKEN.exec(request.headers.get('Authorization') ?? '')?.[1]

/** The relay's status body: the signed answer only once there is one. */
function statusOf(channel: Channel): ChannelStatus & { signatureParams: Channel['request'] } {
  const answer = channel.authentication
  return {
    state: answer ? 'completed' : 'pending',
    nonce: channel.nonce,
    url: channel.url,
    signatureParams: channel.request,
    ...(answer ? { message: answer.message, signature: answer.signature, fid: answer.fid, ...(answer.username ? { username: answer.username } : {}) } : {}),
  }
}

/** `POST /v1/channel`: an app opens a channel for the message it wants signed. */
const create: Handler = async (request, env) => {
  const body = await parseBody(request, createChannelRequest())
  if (!body.ok) return body.response
  return json(await openChannel(env.DB, body.data), 201)
}

/**
 * `POST /v1/channel/authenticate`: the Farcaster client posts the signed
 * message, authorised by the channel token from the URL it opened. The relay
 * keeps the first answer as it is; whoever redeems the channel verifies it.
 */
const authenticate: Handler = async (request, env) => {
  const token = bearer(request)
  if (!token) return json({ error: 'Unauthorized' }, 401)
  const body = await parseBody(request, authenticateRequest())
  if (!body.ok) return body.response
  if (!(await completeChannel(env.DB, token, body.data))) {
    return (await findChannel(env.DB, token)) ? json({ error: 'Channel already completed' }, 409) : json({ error: 'Unauthorized' }, 401)
  }
  const channel = await findChannel(env.DB, token)
  return channel ? json(statusOf(channel), 201) : json({ error: 'Unauthorized' }, 401)
}

/** `GET /v1/channel/status`: 202 while the visitor has not signed, 200 with the answer once they have. */
const status: Handler = async (request, env) => {
  const token = bearer(request)
  const channel = token === undefined ? undefined : await findChannel(env.DB, token)
  if (!channel) return json({ error: 'Unauthorized' }, 401)
  const body = statusOf(channel)
  const response = json(body, body.state === 'completed' ? 200 : 202)
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/** Farcaster Auth's relay API, as @farcaster/auth-client's app and wallet clients call it. */
export const farcasterRelayRoutes: Route[] = [
  { methods: ['POST'], path: FarcasterPaths.channel, limit: 'auth', handle: create },
  { methods: ['POST'], path: FarcasterPaths.authenticate, limit: 'auth', handle: authenticate },
  // The frame asks every second while the QR code shows: the API class, not sign-in's tighter one.
  { methods: ['GET'], path: FarcasterPaths.status, limit: 'api', handle: status },
]
