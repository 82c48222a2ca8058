/**
 * `npm run bench:relay`: message latency and throughput of Porthole's relay between
 * two peers on loopback, against `wrangler dev` on a port of its own. The peers sign
 * their auth JWTs with WalletConnect's own relay-auth, as sign-client does.
 */
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomTopic, type RelayClient } from '../workers/test/relay/client.js'
import { openClient, startDevServer } from '../workers/test/relay/dev-server.js'
import { median, ms, quantile } from './stats.js'

const PORT = Number(process.env.BENCH_RELAY_PORT ?? 58888)
const LATENCY_SAMPLES = Number(process.env.BENCH_RELAY_SAMPLES ?? 1_000)
const BURST = Number(process.env.BENCH_RELAY_BURST ?? 2_000)

async function peer(wsBase: string): Promise<RelayClient> {
  const sub = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
  const auth = await signJWT(sub, wsBase, 86_400, generateKeyPair())
  return openClient(`${wsBase}/relay?projectId=bench&auth=${auth}`)
}

/** One message at a time: publish on A, time until B has it. */
async function latencies(a: RelayClient, b: RelayClient, topic: string, samples: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const before = b.received.length
    const started = performance.now()
    void a.publish(topic, `latency-${i}-${started}`)
    await b.until(() => b.received.length > before)
    times.push(performance.now() - started)
  }
  return times
}

/** The floor under both: a request the relay refuses at once, touching no storage. */
async function roundTrips(a: RelayClient, samples: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const started = performance.now()
    await a.call('bench_noSuchMethod', {})
    times.push(performance.now() - started)
  }
  return times
}

/** Many messages in flight at once: time from the first publish until B has the last. */
async function throughput(a: RelayClient, b: RelayClient, topic: string, count: number): Promise<number> {
  const before = b.received.length
  const started = performance.now()
  const published = Array.from({ length: count }, (_, i) => a.publish(topic, `burst-${i}-${started}`))
  await Promise.all(published)
  await b.until(() => b.received.length >= before + count, 120_000)
  return count / ((performance.now() - started) / 1000)
}

const state = mkdtempSync(join(tmpdir(), 'porthole-relay-bench-'))
// The bench measures the relay's speed, so its one publisher and topic are not held to a visitor's rates.
const server = await startDevServer(PORT, state, 60_000, {
  RELAY_LIMITS: JSON.stringify({ publishesPerWindow: 1_000_000, topicPublishesPerSecond: 100_000, topicBurst: 100_000 }),
})
try {
  const wsBase = server.base.replace(/^http/, 'ws')
  const [a, b] = await Promise.all([peer(wsBase), peer(wsBase)])
  const topic = randomTopic()
  await b.subscribe(topic)
  await latencies(a, b, topic, 100)
  const times = await latencies(a, b, topic, LATENCY_SAMPLES)
  const rate = await throughput(a, b, topic, BURST)
  const floor = await roundTrips(a, LATENCY_SAMPLES)
  const rows = [
    ['measure', 'value'],
    [`latency A → B, median of ${times.length}`, ms(median(times))],
    [`latency A → B, p99 of ${times.length}`, ms(quantile(times, 0.99))],
    [`throughput A → B, ${BURST} in flight`, `${Math.round(rate)} messages/s`],
    [`round trip with no relay work, median of ${floor.length}`, ms(median(floor))],
  ]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
  a.close()
  b.close()
} finally {
  await server.stop()
  rmSync(state, { recursive: true, force: true })
}
