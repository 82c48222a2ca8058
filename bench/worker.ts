/**
 * `npm run bench:worker`: bounded loopback load on the worker's `/v1/*` and
 * `/getWallets`, against the local stack on PORTHOLE_WORKER_PORT (reused when it
 * answers, started otherwise). Below the limit every request names a client of
 * its own (`CF-Connecting-IP`, which wrangler dev keeps when a client sends it),
 * so the rate limits are checked but never reached; above the limit one client
 * sends more than its class allows and must get 429s with Retry-After, no 5xx.
 */
import { readStackConfig, urls } from '../devnet/src/config.js'
import { DEV_RATE_LIMITS } from '../devnet/src/worker-limits.js'
import { startStack } from './stack.js'
import { ms, quantile } from './stats.js'

const REQUESTS = Number(process.env.BENCH_WORKER_REQUESTS ?? 1_000)
const CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 8)
const OVER = 50

const base = urls(readStackConfig()).worker
const ADDRESS = '0x00000000000000000000000000000000000000aa'

/** Each route with the limit class the worker counts it in. */
const ROUTES = [
  { name: 'GET /v1/supported-chains', path: '/v1/supported-chains?projectId=demo', limitClass: 'api' },
  { name: 'GET /v1/identity/{address}', path: `/v1/identity/${ADDRESS}?projectId=demo`, limitClass: 'api' },
  { name: 'GET /getWallets', path: '/getWallets?projectId=demo&page=1&entries=40', limitClass: 'directory' },
] as const

type Outcome = { status: number; ms: number; retryAfter: boolean }

let clients = 0
/** A documentation-range address (RFC 5737) per call, unless one is given. */
const freshIp = () => `198.18.${(clients >> 8) & 255}.${clients++ & 255}`

async function hit(path: string, ip: string): Promise<Outcome> {
  const started = performance.now()
  try {
    const response = await fetch(`${base}${path}`, { headers: { 'CF-Connecting-IP': ip } })
    await response.arrayBuffer()
    return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.has('Retry-After') }
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: false }
  }
}

/** `count` requests, `CONCURRENCY` at a time; `ip` for each by index. */
async function load(path: string, count: number, ip: (i: number) => string): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++
        outcomes.push(await hit(path, ip(i)))
      }
    }),
  )
  return { outcomes, seconds: (performance.now() - started) / 1000 }
}

const isUp = () =>
  fetch(`${base}/loader.js`).then(
    (r) => r.ok,
    () => false,
  )

const stop = (await isUp())
  ? undefined
  : await startStack(Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('PORTHOLE_'))) as Record<string, string>)
try {
  const rows = [['route', 'requests', 'req/s', 'p50', 'p99', 'errors', 'over the limit: 429 (Retry-After)', 'over: 5xx']]
  let failed = false
  for (const route of ROUTES) {
    await load(route.path, 50, () => freshIp())
    const below = await load(route.path, REQUESTS, () => freshIp())
    const times = below.outcomes.map((o) => o.ms)
    const errors = below.outcomes.filter((o) => o.status !== 200).length
    const limit = DEV_RATE_LIMITS[route.limitClass].limit
    const one = freshIp()
    const over = await load(route.path, limit + OVER, () => one)
    const limited = over.outcomes.filter((o) => o.status === 429 && o.retryAfter).length
    const serverErrors = over.outcomes.filter((o) => o.status === 0 || o.status >= 500).length
    failed ||= errors > 0 || limited !== OVER || serverErrors > 0
    rows.push([
      route.name,
      String(REQUESTS),
      String(Math.round(REQUESTS / below.seconds)),
      ms(quantile(times, 0.5)),
      ms(quantile(times, 0.99)),
      String(errors),
      `${limited} of ${limit + OVER} (limit ${limit})`,
      String(serverErrors),
    ])
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
  if (failed) {
    console.error('bench:worker: errors below the limit, or not exactly the excess refused with 429')
    process.exitCode = 1
  }
} finally {
  await stop?.()
}
