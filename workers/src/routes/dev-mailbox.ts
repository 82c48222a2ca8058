import * as z from 'zod'
import { json, notFound } from '../http/json.js'
import { parseQuery } from '../http/query.js'
import { readDevMailbox } from '../mail/dev-mailbox.js'

const mailboxQuery = z.object({ to: z.string().trim().toLowerCase().pipe(z.email()) })

/** The hosts a local stack answers on; a deployed worker is never reached by these names. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * GET /dev/mailbox?to=: the dev transport's mail, newest first. It holds
 * login codes and device links, so it answers only in development and only
 * to a loopback host; anywhere else it does not exist.
 */
export async function handleDevMailbox(request: Request, env: Env): Promise<Response> {
  if (env.ENVIRONMENT !== 'development' || !LOOPBACK_HOSTS.has(new URL(request.url).hostname)) return notFound()
  const query = parseQuery(new URL(request.url), mailboxQuery)
  if (!query.ok) return query.response
  return json({ messages: await readDevMailbox(env, query.data.to) })
}
