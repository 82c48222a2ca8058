/**
 * `npm run bench:worker`: bounded loopback load on the worker's `/v1/*` and
 * `/getWallets`, against the local stack on PORTHOLE_WORKER_PORT (reused when it
 * answers, started otherwise). The stack it starts counts no rate limit
 * (PORTHOLE_RATE_LIMITS=off): locally the limiter is miniflare's emulation, whose
 * cost says nothing of Cloudflare's. On a reused stack every request names a
 * client of its own (`CF-Connecting-IP`, which the local worker keeps when a client
 * sends it, as Cloudflare does not), so the limits are counted but never reached.
 */
import { readStackConfig, urls } from '../devnet/src/config.js'
import { startStack } from './stack.js'
import { ms, quantile } from './stats.js'

const REQUESTS = Number(process.env.BENCH_WORKER_REQUESTS ?? 1_000)
const CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 8)

const stack = readStackConfig()
const base = urls(stack).worker
const ADDRESS = '0x00000000000000000000000000000000000000aa'

const ROUTES = [
  { name: 'GET /v1/supported-chains', path: '/v1/supported-chains?projectId=demo' },
  { name: 'GET /v1/identity/{address}', path: `/v1/identity/${ADDRESS}?projectId=demo` },
  { name: 'GET /getWallets', path: '/getWallets?projectId=demo&page=1&entries=40' },
] as const

type Outcome = { status: number; ms: number }

let clients = 0
/** A documentation-range address (RFC 5737) per call. */
const freshIp = () => `198.18.${(clients >> 8) & 255}.${clients++ & 255}`

async function hit(path: string, ip: string): Promise<Outcome> {
  const started = performance.now()
  try {
    const response = await fetch(`${base}${path}`, { headers: { 'CF-Connecting-IP': ip } })
    await response.arrayBuffer()
    return { status: response.status, ms: performance.now() - started }
  } catch {
    return { status: 0, ms: performance.now() - started }
  }
}

/** `count` requests, `CONCURRENCY` at a time, each from a client of its own. */
async function load(path: string, count: number): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++
        outcomes.push(await hit(path, freshIp()))
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

const reused = await isUp()
const porthole = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('PORTHOLE_'))) as Record<string, string>
const stop = reused ? undefined : await startStack({ ...porthole, PORTHOLE_WORKER_PORT: String(stack.workerPort), PORTHOLE_RATE_LIMITS: 'off' })
try {
  console.log(reused ? `the running stack at ${base}, its rate limits counted` : `a stack of its own at ${base}, rate limits off`)
  const rows = [['route', 'requests', 'req/s', 'p50', 'p99', 'errors']]
  let failed = false
  for (const route of ROUTES) {
    await load(route.path, 50)
    const below = await load(route.path, REQUESTS)
    const times = below.outcomes.map((o) => o.ms)
    const errors = below.outcomes.filter((o) => o.status !== 200).length
    failed ||= errors > 0
    rows.push([route.name, String(REQUESTS), String(Math.round(REQUESTS / below.seconds)), ms(quantile(times, 0.5)), ms(quantile(times, 0.99)), String(errors)])
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
  if (failed) {
    console.error('bench:worker: requests that did not answer 200')
    process.exitCode = 1
  }
} finally {
  await stop?.()
}
