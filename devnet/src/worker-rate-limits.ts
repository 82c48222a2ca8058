import { build } from 'esbuild'
import type { V4WorkerOptions, V4WorkerOptionsShape } from 'miniflare'
import { fileURLToPath } from 'node:url'
import * as z from 'zod'

const WORKER = 'porthole-rate-limits'
const MODEL = fileURLToPath(new URL('../../workers/local/rate-limits.worker.ts', import.meta.url))

const rateLimitsConfig = z.record(z.string(), z.object({ namespace_id: z.string(), simple: z.object({ limit: z.number(), period: z.number().optional() }) }))

/**
 * The config's `[[ratelimits]]` (taken out of `worker`) as service bindings to
 * workers/local/rate-limits.worker.ts, which counts in memory as Cloudflare keeps the counts on
 * the machine, and that worker for Miniflare's `workers`. Miniflare's own emulation writes every
 * count to SQLite on disk: a cost per request that the deployed worker does not have.
 */
export async function localRateLimits(worker: V4WorkerOptionsShape): Promise<{ bindings: V4WorkerOptionsShape['serviceBindings']; model: V4WorkerOptions }> {
  const ratelimits = rateLimitsConfig.parse(worker.ratelimits ?? {})
  delete worker.ratelimits
  const bindings = Object.fromEntries(
    Object.entries(ratelimits).map(([name, { namespace_id, simple }]) => [
      name,
      { name: WORKER, entrypoint: 'RateLimit', props: { namespace: namespace_id, limit: simple.limit, period: simple.period ?? 60 } },
    ]),
  )
  const bundle = await build({ entryPoints: [MODEL], bundle: true, format: 'esm', external: ['cloudflare:workers'], write: false })
  const contents = bundle.outputFiles[0]!.text
  return { bindings, model: { name: WORKER, compatibilityDate: worker.compatibilityDate, modules: [{ type: 'ESModule', path: 'rate-limits.js', contents }] } }
}
