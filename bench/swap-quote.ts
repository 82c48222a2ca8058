/**
 * `npm run bench:swap-quote`: GET /v1/convert/quotes against the local
 * worker on loopback, quoting on the seeded Uniswap V2 of chain 31337:
 * latency of 1 ETH → USDC and of a two-hop pair (USDT → ETH, through USDC),
 * the chain traffic one quote costs (counted by a proxy in front of the
 * chain), the router's getAmountsOut read straight from anvil, and the
 * worker's floor under `wrangler dev` (a /v1 route with no chain behind it).
 */
import { startCountingProxy } from './counting-proxy.js'
import { QUOTE_PAIRS, quote, routerAmounts, timed } from './quote-latency.js'
import { BENCH_PORTS, startStack } from './stack.js'
import { median, ms, quantile } from './stats.js'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100)
const WARMUP = 10

// Ports: the caller's when exported (several stacks on one machine), else the bench's own.
const port = (name: keyof typeof BENCH_PORTS) => process.env[name] || BENCH_PORTS[name]
const ports = Object.fromEntries(Object.keys(BENCH_PORTS).map((name) => [name, port(name as keyof typeof BENCH_PORTS)]))
const worker = `http://localhost:${port('PORTHOLE_WORKER_PORT')}`
const anvilUrl = `http://127.0.0.1:${port('PORTHOLE_ANVIL_PORT')}`

/** The worker's floor: routing, the rate limit and CORS, no chain, cache or D1. */
async function supportedChains(): Promise<void> {
  const response = await fetch(`${worker}/v1/supported-chains`)
  if (!response.ok) throw new Error(`supported-chains answered HTTP ${response.status}`)
  await response.text()
}

const proxy = await startCountingProxy(anvilUrl)
const stop = await startStack({ ...ports, PORTHOLE_RPC_URL_31337: proxy.url })
const rows: string[][] = [['measure', 'value']]
const row = (label: string, times: number[]) => [label, `${ms(median(times), 2)} / ${ms(quantile(times, 0.99), 2)}`]
try {
  for (const pair of QUOTE_PAIRS) {
    const amounts = await routerAmounts(anvilUrl, pair)
    if ((await quote(worker, pair)) !== amounts[amounts.length - 1]) throw new Error(`the quote of ${pair.name} is not the router's getAmountsOut`)
    await timed(WARMUP, () => quote(worker, pair))
    proxy.reset()
    await quote(worker, pair)
    const one = proxy.counts()
    rows.push([`${pair.name}: chain traffic of one quote`, `${one.posts} HTTP post(s), ${one.calls} JSON-RPC call(s)`])
    rows.push(row(`${pair.name}: quote latency, p50 / p99 of ${SAMPLES}`, await timed(SAMPLES, () => quote(worker, pair))))
    rows.push(row(`${pair.name}: getAmountsOut of its path, viem → anvil, p50 / p99 of ${SAMPLES}`, await timed(SAMPLES, () => routerAmounts(anvilUrl, pair))))
  }
  await timed(WARMUP, supportedChains)
  rows.push(row(`baseline: GET /v1/supported-chains (no chain), p50 / p99 of ${SAMPLES}`, await timed(SAMPLES, supportedChains)))
} finally {
  await stop()
  await proxy.close()
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
for (const line of rows) console.log(line.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
