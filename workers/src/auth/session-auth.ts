import { AuthMessages, ErrorCodes } from '@porthole/protocol'
import { json } from '../http/json.js'
import { findAccount, type Account } from './accounts.js'
import { scopeAllows, scopeOf } from './session-scope.js'
import { bindSession, findSession, type Session } from './sessions.js'

export type Authenticated = { ok: true; token: string; session: Session; account: Account } | { ok: false; response: Response }

const TOKEN = /^Bearer (ph_[0-9a-f]{48})$/

export const sessionExpired = () => json({ error: AuthMessages.sessionExpired, code: ErrorCodes.unauthorized }, 401)

/** A passkey account's session asking the worker to sign: its only key is the visitor's passkey (4100, as the dapp sees it). */
export const keylessAccount = () => json({ error: 'A passkey account signs with its passkey, not on the worker', code: ErrorCodes.unauthorized }, 403)

/**
 * The live session named by `Authorization: Bearer <token>`, used for the
 * project and page origin it is bound to; anything else is 'Session Expired'
 * (4100, which the frame hands the dapp unchanged).
 */
export async function authenticate(env: Env, request: Request): Promise<Authenticated> {
  const token = TOKEN.exec(request.headers.get('Authorization') ?? '')?.[1]
  if (!token) return { ok: false, response: sessionExpired() }
  const session = await scopedSession(env, request, token)
  const account = session && (await findAccount(env, session.accountId))
  if (!session || !account) return { ok: false, response: sessionExpired() }
  return { ok: true, token, session, account }
}

/** The live session of the token if the request's scope may use it; an unbound one is bound to that scope first. */
export async function scopedSession(env: Env, request: Request, token: string): Promise<Session | undefined> {
  const session = await findSession(env, token)
  const scope = scopeOf(request)
  if (!session || !scopeAllows(session.scope, scope)) return undefined
  if (session.scope || !scope) return session
  return (await bindSession(env, token, scope)) ? { ...session, scope } : scopedSession(env, request, token)
}
