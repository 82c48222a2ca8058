import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import * as z from 'zod'
import { IP_LIMITS } from '../src/rate-limit/limits.js'

const shipped = z.array(z.object({ name: z.string(), namespace_id: z.string(), simple: z.object({ limit: z.number(), period: z.number() }) }))

it('ships each per-IP class as a rate limit binding with the limit and period the worker answers with', () => {
  const bindings = shipped.parse(JSON.parse(env.SHIPPED_RATELIMITS))
  const declared = Object.fromEntries(bindings.map((b) => [b.name, b.simple]))
  const expected = Object.fromEntries(Object.values(IP_LIMITS).map(({ binding, limit, period }) => [binding, { limit, period }]))
  expect(declared).toEqual(expected)
  // Bindings that share a namespace share their counts.
  expect(new Set(bindings.map((b) => b.namespace_id)).size).toBe(bindings.length)
})
