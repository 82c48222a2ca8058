import * as z from 'zod'
import { json, notFound } from '../http/json.js'
import { parseQuery } from '../http/query.js'
import { readDevMailbox } from '../mail/dev-mailbox.js'

const mailboxQuery = z.object({ to: z.string().trim().toLowerCase().pipe(z.email()) })

/** GET /dev/mailbox?to=: the dev transport's mail, newest first. Not found outside development. */
export async function handleDevMailbox(request: Request, env: Env): Promise<Response> {
  if (env.ENVIRONMENT !== 'development') return notFound()
  const query = parseQuery(new URL(request.url), mailboxQuery)
  if (!query.ok) return query.response
  return json({ messages: await readDevMailbox(env, query.data.to) })
}
