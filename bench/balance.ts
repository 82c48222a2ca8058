/**
 * `npm run bench:balance`: GET /v1/account/{address}/balance for an account
 * holding 50 ERC-20s, against the local worker on loopback: the chain posts
 * one request costs (counted by a proxy in front of chain 31337), latency, and
 * requests per second from a bounded load generator, uncached (forceUpdate)
 * and cached.
 */
import { balanceResponse } from '@porthole/protocol'
import { BENCH } from '../devnet/src/seed/addresses.js'
import { startCountingProxy } from './counting-proxy.js'
import { BENCH_PORTS, startStack } from './stack.js'
import { median, ms, quantile } from './stats.js'

const TOKENS = 50
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const LOAD_REQUESTS = 2_000
const LOAD_CONCURRENCY = 16

// Ports: the caller's when exported (several stacks on one machine), else the bench's own.
const port = (name: keyof typeof BENCH_PORTS) => process.env[name] || BENCH_PORTS[name]
const ports = Object.fromEntries(Object.keys(BENCH_PORTS).map((name) => [name, port(name as keyof typeof BENCH_PORTS)]))
const worker = `http://localhost:${port('PORTHOLE_WORKER_PORT')}`
const balancePath = `${worker}/v1/account/${BENCH.holder}/balance?currency=usd&chainId=eip155:31337`

async function fetchBalances(force: boolean): Promise<number> {
  const response = await fetch(force ? `${balancePath}&forceUpdate=true` : balancePath)
  if (!response.ok) throw new Error(`balance answered HTTP ${response.status}: ${await response.text()}`)
  return balanceResponse().parse(await response.json()).balances.length
}

async function timed(force: boolean, count: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    await fetchBalances(force)
    times.push(performance.now() - start)
  }
  return times
}

/** The worker's floor under `wrangler dev`: a route with no chain, cache or D1 behind it. */
async function fetchSupportedChains(): Promise<void> {
  const response = await fetch(`${worker}/v1/supported-chains`)
  if (!response.ok) throw new Error(`supported-chains answered HTTP ${response.status}`)
  await response.text()
}

/** LOAD_REQUESTS requests from LOAD_CONCURRENCY loops; requests per second over the whole run. */
async function load(request: () => Promise<unknown>): Promise<number> {
  let left = LOAD_REQUESTS
  const start = performance.now()
  await Promise.all(
    Array.from({ length: LOAD_CONCURRENCY }, async () => {
      while (left > 0) {
        left--
        await request()
      }
    }),
  )
  return LOAD_REQUESTS / ((performance.now() - start) / 1000)
}

const proxy = await startCountingProxy(`http://127.0.0.1:${port('PORTHOLE_ANVIL_PORT')}`)
const stop = await startStack({ ...ports, PORTHOLE_RPC_URL_31337: proxy.url, PORTHOLE_SEED_BENCH_TOKENS: String(TOKENS) })
const rows: string[][] = [['measure', 'value']]
try {
  const listed = await fetchBalances(true)
  if (listed !== TOKENS + 1) throw new Error(`expected the native coin and ${TOKENS} tokens, got ${listed} balances`)
  proxy.reset()
  await fetchBalances(true)
  const one = proxy.counts()
  rows.push([`chain traffic of one uncached request (${TOKENS} tokens + native)`, `${one.posts} HTTP post(s), ${one.calls} JSON-RPC call(s)`])

  const uncached = await timed(true, SAMPLES)
  const cached = await timed(false, SAMPLES)
  rows.push([`latency uncached (forceUpdate), median / p99 of ${SAMPLES}`, `${ms(median(uncached), 2)} / ${ms(quantile(uncached, 0.99), 2)}`])
  rows.push([`latency cached, median / p99 of ${SAMPLES}`, `${ms(median(cached), 2)} / ${ms(quantile(cached, 0.99), 2)}`])

  proxy.reset()
  const uncachedRps = await load(() => fetchBalances(true))
  const loadCounts = proxy.counts()
  rows.push([
    `throughput uncached, ${LOAD_REQUESTS} requests × ${LOAD_CONCURRENCY} concurrent`,
    `${uncachedRps.toFixed(0)} req/s (${loadCounts.posts} chain posts)`,
  ])
  rows.push([`throughput cached, ${LOAD_REQUESTS} requests × ${LOAD_CONCURRENCY} concurrent`, `${(await load(() => fetchBalances(false))).toFixed(0)} req/s`])
  rows.push([`baseline: GET /v1/supported-chains (no chain), same load`, `${(await load(fetchSupportedChains)).toFixed(0)} req/s`])
} finally {
  await stop()
  await proxy.close()
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
