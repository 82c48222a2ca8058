/**
 * The local stack's Rate Limiting bindings (devnet/src/worker-server.ts binds each `[[ratelimits]]`
 * entry here with its namespace, limit and period as props). Cloudflare keeps a binding's counters
 * on the machine that runs the Worker and syncs them in the background, so `limit()` costs no round
 * trip; Miniflare's own emulation writes every count to a Durable Object's SQLite on disk, which
 * would make the local worker's hot path slower than the deployed one. Counts live in this
 * isolate, per namespace, in fixed windows as the binding's.
 */
import { WorkerEntrypoint } from 'cloudflare:workers'
import { RateLimitWindows } from './rate-limit-windows.js'

type Props = { namespace: string; limit: number; period: number }

const namespaces = new Map<string, RateLimitWindows>()

export class RateLimit extends WorkerEntrypoint<unknown, Props> {
  limit({ key }: RateLimitOptions): RateLimitOutcome {
    const { namespace, limit, period } = this.ctx.props
    let windows = namespaces.get(namespace)
    if (windows === undefined) namespaces.set(namespace, (windows = new RateLimitWindows(limit, period)))
    return { success: windows.take(key, Date.now()) }
  }
}

export default { fetch: () => new Response(null, { status: 404 }) } satisfies ExportedHandler
