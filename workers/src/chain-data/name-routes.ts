import { nameRegistrationRequest, type IdentityResponse, type NameSuggestionsResponse } from '@porthole/protocol'
import * as z from 'zod'
import { json, notFound } from '../http/json.js'
import type { Handler } from '../http/router.js'
import { withProject } from '../http/with-project.js'
import { cachedJson, forget } from './cache.js'
import { nameSuffix } from './config.js'
import { commonQuery, evmAddress } from './inputs.js'
import { registerName } from './names/register.js'
import { findName, namesOf, registeredAmong } from './names/repository.js'
import { suggestedLabels } from './names/suggestions.js'

const apiVersion = z.string().max(8).regex(/^\d+$/).optional()
const identityQuery = commonQuery.extend({ address: evmAddress, sender: evmAddress.optional() })
const reverseQuery = identityQuery.extend({ apiVersion })
const nameQuery = commonQuery.extend({
  name: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[a-zA-Z0-9.-]+$/, 'Expected letters, digits, hyphens and dots'),
  apiVersion,
})
const suggestionsQuery = commonQuery.extend({
  name: z
    .string()
    .min(1)
    .max(63)
    .regex(/^[a-zA-Z0-9-]+$/, 'Expected letters, digits and hyphens'),
  zone: z
    .string()
    .max(64)
    .regex(/^\.?[a-z0-9-]+(?:\.[a-z0-9-]+)*$/)
    .optional(),
})

/** `GET /v1/identity/{address}`: the newest registered name and its avatar attribute; cached 5 minutes. */
export const getIdentity: Handler = withProject(identityQuery, async (q, _request, env) => {
  const body = await cachedJson('identity', q.address, false, async (): Promise<IdentityResponse> => {
    const newest = (await namesOf(env.DB, q.address))[0]
    return { name: newest?.name ?? null, avatar: newest?.attributes[0]?.avatar ?? null }
  })
  return json(body)
})

/** `GET /v1/profile/account/{name}`: the record of a name, with or without the suffix; 404 when unregistered. */
export const getAccountName: Handler = withProject(nameQuery, async (q, _request, env) => {
  const suffix = nameSuffix(env)
  const lower = q.name.toLowerCase()
  const found = await findName(env.DB, lower.endsWith(suffix) ? lower : `${lower}${suffix}`)
  return found ? json(found) : notFound()
})

/** `GET /v1/profile/reverse/{address}`: every name of the address, newest first. */
export const getReverse: Handler = withProject(reverseQuery, async (q, _request, env) => json(await namesOf(env.DB, q.address)))

/** `GET /v1/profile/suggestions/{name}`: names to offer, each saying whether it is taken. */
export const getSuggestions: Handler = withProject(suggestionsQuery, async (q, _request, env) => {
  const suffix = q.zone ? `.${q.zone.replace(/^\./, '')}` : nameSuffix(env)
  const lower = q.name.toLowerCase()
  const label = lower.endsWith(suffix.slice(1)) ? lower.slice(0, -suffix.length) : lower
  const names = suggestedLabels(label, new Date().getUTCFullYear()).map((l) => `${l}${suffix}`)
  const taken = await registeredAmong(env.DB, names)
  return json({ suggestions: names.map((n) => ({ name: n, registered: taken.has(n) })) } satisfies NameSuggestionsResponse)
})

const registrationBody = z.object({
  coin_type: z.number().int().nonnegative(),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  message: z.string().max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{62,20000}$/),
}) satisfies z.ZodType<z.infer<ReturnType<typeof nameRegistrationRequest>>>

/** `POST /v1/profile/account`: registers the signed name (see names/register.ts). */
export const postAccountName: Handler = withProject(
  registrationBody.extend({ projectId: commonQuery.shape.projectId }),
  async (body, _request, env) => {
    const outcome = await registerName(env, body, nameSuffix(env), Math.floor(Date.now() / 1000))
    if (!outcome.ok) return json({ error: outcome.error }, outcome.status)
    await forget('identity', outcome.address)
    return json(outcome.name)
  },
  'body',
)
