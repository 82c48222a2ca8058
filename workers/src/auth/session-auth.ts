import { AuthMessages, ErrorCodes } from '@porthole/protocol'
import { json } from '../http/json.js'
import { findAccount, type Account } from './accounts.js'
import { findSession, type Session } from './sessions.js'

export type Authenticated = { ok: true; token: string; session: Session; account: Account } | { ok: false; response: Response }

const TOKEN = /^Bearer (ph_[0-9a-f]{48})$/

export const sessionExpired = () => json({ error: AuthMessages.sessionExpired, code: ErrorCodes.unauthorized }, 401)

/** The live session named by `Authorization: Bearer <token>`; anything else is 'Session Expired'. */
export async function authenticate(env: Env, request: Request): Promise<Authenticated> {
  const token = TOKEN.exec(request.headers.get('Authorization') ?? '')?.[1]
  if (!token) return { ok: false, response: sessionExpired() }
  const session = await findSession(env, token)
  const account = session && (await findAccount(env, session.accountId))
  if (!session || !account) return { ok: false, response: sessionExpired() }
  return { ok: true, token, session, account }
}
