import { Messages, socialResultRequest, socialSession, SocialPaths } from '@porthole/protocol'
import * as z from 'zod'
import { parseBody } from '../../http/body.js'
import { isSameOrigin } from '../../http/same-origin.js'
import { json } from '../../http/json.js'
import { takeResult } from './flows.js'
import { unseal } from './seal.js'

const resultId = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

/** The frame's message text for a login that did not finish. */
function failureMessage(failure: string): string {
  if (failure === 'rejected') return Messages.connectionRejected
  return failure === 'not-started' ? Messages.failedToInitiateSocial : Messages.failedToConnect
}

/**
 * `POST /auth/social/result` from the frame: the resultUri it received and
 * the result key it made when it started. Answers the session once; a second
 * try, another frame's key, or an expired result gets nothing.
 */
export async function handleSocialResult(request: Request, env: Env): Promise<Response> {
  if (!isSameOrigin(request)) return json({ error: 'Forbidden' }, 403)
  const body = await parseBody(request, socialResultRequest())
  if (!body.ok) return body.response
  const uri = new URL(body.data.resultUri)
  if (uri.origin !== new URL(request.url).origin || uri.pathname !== SocialPaths.result) return json({ error: 'Invalid input' }, 400)
  const failure = uri.searchParams.get('error')
  if (failure !== null) return json({ error: failureMessage(failure) }, 400)
  const id = resultId.safeParse(uri.searchParams.get('id'))
  if (!id.success) return json({ error: 'Invalid input' }, 400)
  const sealed = await takeResult(env.DB, id.data)
  const plain = sealed === undefined ? undefined : await unseal(body.data.resultKey, sealed)
  // A result sealed by an older worker (without a Solana address) is refused like an expired one.
  const session = plain === undefined ? undefined : socialSession().safeParse(JSON.parse(plain))
  if (!session?.success) return json({ error: Messages.failedToConnect }, 410)
  return json(session.data)
}
