/**
 * `npm run bench:worker`: bounded loopback load on the worker's `/v1/*` and `/getWallets`, with
 * the rate limits counted and, in the same run, without them. The local stack on
 * PORTHOLE_WORKER_PORT is reused when it answers (started otherwise); beside it the bench serves
 * the same bundle, bindings and a copy of the same state a second time with DEV_RATE_LIMITS_OFF,
 * and alternates rounds between the two so that both see the same machine. Every request names a
 * client of its own (`CF-Connecting-IP`, which the local worker keeps when a client sends it), so
 * the limits are counted but never reached.
 */
import { spawn } from 'node:child_process'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readStackConfig, urls } from '../devnet/src/config.js'
import { waitForUrl } from '../devnet/src/processes.js'
import { workerServerCommand, workerServerOptions, workerServerRecord } from '../devnet/src/worker-server-command.js'
import { BENCH_STATE_DIR, startStack } from './stack.js'
import { ms, quantile } from './stats.js'

const REQUESTS = Number(process.env.BENCH_WORKER_REQUESTS ?? 1_000)
const CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 8)
/** Each route's requests per mode are split into this many rounds, the modes taking turns. */
const ROUNDS = 10

const stack = readStackConfig()
const limitsOn = urls(stack).worker
const ADDRESS = '0x00000000000000000000000000000000000000aa'

const ROUTES = [
  { name: 'GET /v1/supported-chains', path: '/v1/supported-chains?projectId=demo' },
  { name: 'GET /v1/identity/{address}', path: `/v1/identity/${ADDRESS}?projectId=demo` },
  { name: 'GET /getWallets', path: '/getWallets?projectId=demo&page=1&entries=40' },
] as const

type Outcome = { status: number; ms: number }
type Load = { outcomes: Outcome[]; seconds: number }

let clients = 0
/** A documentation-range address (RFC 5737) per call. */
const freshIp = () => `198.18.${(clients >> 8) & 255}.${clients++ & 255}`

async function hit(url: string, ip: string): Promise<Outcome> {
  const started = performance.now()
  try {
    const response = await fetch(url, { headers: { 'CF-Connecting-IP': ip } })
    await response.arrayBuffer()
    return { status: response.status, ms: performance.now() - started }
  } catch {
    return { status: 0, ms: performance.now() - started }
  }
}

/** `count` requests, `CONCURRENCY` at a time, each from a client of its own. */
async function load(url: string, count: number): Promise<Load> {
  const outcomes: Outcome[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++
        outcomes.push(await hit(url, freshIp()))
      }
    }),
  )
  return { outcomes, seconds: (performance.now() - started) / 1000 }
}

const isUp = () =>
  fetch(`${limitsOn}/loader.js`).then(
    (r) => r.ok,
    () => false,
  )

/** The stack's worker served again on `port` with no limit counted, over a copy of its state. */
async function startTwin(stateDir: string, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const options = workerServerOptions.parse(JSON.parse(await readFile(workerServerRecord({ stateDir }), 'utf8')))
  const state = await mkdtemp(join(tmpdir(), 'porthole-bench-worker-'))
  await cp(join(options.persistTo, 'v3'), join(state, 'v3'), { recursive: true })
  const vars = { ...options.vars, DEV_RATE_LIMITS_OFF: 'true' }
  const [command, args] = workerServerCommand({ ...options, port, persistTo: state, vars })
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://${options.host}:${port}`
  await waitForUrl(`${url}/loader.js`, 60_000)
  const stop = async () => {
    if (child.exitCode === null) await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))
    await rm(state, { recursive: true, force: true })
  }
  return { url, stop }
}

const row = (name: string, mode: string, loads: Load[]) => {
  const outcomes = loads.flatMap((l) => l.outcomes)
  const seconds = loads.reduce((sum, l) => sum + l.seconds, 0)
  const times = outcomes.map((o) => o.ms)
  const errors = outcomes.filter((o) => o.status !== 200).length
  return {
    cells: [
      name,
      mode,
      String(outcomes.length),
      String(Math.round(outcomes.length / seconds)),
      ms(quantile(times, 0.5)),
      ms(quantile(times, 0.99)),
      String(errors),
    ],
    p50: quantile(times, 0.5),
    errors,
  }
}

/** Each route under both modes, in alternating rounds; true when every request answered 200. */
async function measure(twin: string): Promise<boolean> {
  const rows = [['route', 'limits', 'requests', 'req/s', 'p50', 'p99', 'errors', 'p50 on/off']]
  let ok = true
  for (const route of ROUTES) {
    const modes = { on: `${limitsOn}${route.path}`, off: `${twin}${route.path}` }
    await load(modes.on, 50)
    await load(modes.off, 50)
    const loads: Record<'on' | 'off', Load[]> = { on: [], off: [] }
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which mode goes first cancels a drift within a pair.
      const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)
      for (const mode of order) loads[mode].push(await load(modes[mode], Math.ceil(REQUESTS / ROUNDS)))
    }
    const on = row(route.name, 'on', loads.on)
    const off = row('', 'off', loads.off)
    ok &&= on.errors + off.errors === 0
    rows.push([...on.cells, `${(on.p50 / off.p50).toFixed(2)}×`], [...off.cells, ''])
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const cells of rows) console.log(cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
  return ok
}

const reused = await isUp()
const porthole = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('PORTHOLE_'))) as Record<string, string>
const stopStack = reused ? undefined : await startStack({ ...porthole, PORTHOLE_WORKER_PORT: String(stack.workerPort) })
try {
  const twin = await startTwin(reused ? stack.stateDir : BENCH_STATE_DIR, stack.workerPort + 10)
  try {
    console.log(`limits on: ${reused ? 'the running stack' : 'a stack of its own'} at ${limitsOn}; limits off: the same worker at ${twin.url}`)
    if (!(await measure(twin.url))) {
      console.error('bench:worker: requests that did not answer 200')
      process.exitCode = 1
    }
  } finally {
    await twin.stop()
  }
} finally {
  await stopStack?.()
}
