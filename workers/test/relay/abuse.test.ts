import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import { readRelayLimits } from '../../src/relay/limits-config.js'
import { handleRelay } from '../../src/relay/route.js'
import { BASE } from '../support.js'
import { createIdentity, randomTopic, relayUrl } from './client.js'
import { connect, upgrade } from './connect.js'

const LIMITS = readRelayLimits(env.RELAY_LIMITS)
const DAY = 24 * 60 * 60

it(`refuses the connection after ${LIMITS.connectionsPerIp} open ones from one IP, and no other IP's`, async () => {
  const ip = '192.0.2.10'
  const open = await Promise.all(Array.from({ length: LIMITS.connectionsPerIp }, async () => upgrade(await relayUrl(BASE, await createIdentity()), ip)))
  expect(open.map((r) => r.status)).toEqual(open.map(() => 101))
  const refused = await upgrade(await relayUrl(BASE, await createIdentity()), ip)
  expect(refused.status).toBe(429)
  expect(refused.headers.get('Retry-After')).not.toBeNull()
  expect(await refused.json()).toEqual({ error: `Too many relay connections from this address (at most ${LIMITS.connectionsPerIp})` })
  expect((await upgrade(await relayUrl(BASE, await createIdentity()), '192.0.2.11')).status).toBe(101)
  for (const response of open) {
    response.webSocket!.accept()
    response.webSocket!.close(1000)
  }
}, 60_000)

it('refuses a TTL above 7 days (the session lifetime)', async () => {
  const client = await connect()
  const reply = await client.call('irn_publish', { topic: randomTopic(), message: 'm', ttl: 7 * DAY + 1 })
  expect(reply.error).toEqual({ code: -32602, message: `params.ttl: Too big: expected number to be <=${7 * DAY}` })
  expect(await client.publish(randomTopic(), 'm', 7 * DAY)).toBe(true)
})

it('refuses a client publishing faster than its rate, without closing it', async () => {
  const client = await connect()
  const batches = Math.ceil(LIMITS.publishesPerWindow / 50)
  // A topic of its own per batch, so no topic's rate is what refuses.
  for (let b = 0; b < batches; b++) {
    const topic = randomTopic()
    const messages = Array.from({ length: Math.min(50, LIMITS.publishesPerWindow - b * 50) }, (_, i) => ({ topic, message: `r${b}-${i}`, ttl: 60 }))
    await client.request('irn_batchPublish', { messages })
  }
  const refused = await client.call('irn_publish', { topic: randomTopic(), message: 'one too many', ttl: 60 })
  expect(refused.error).toEqual({
    code: -32000,
    message: `Publish rate limit: at most ${LIMITS.publishesPerWindow} messages per ${LIMITS.publishWindowSeconds} s`,
  })
  expect(client.closed).toBe(false)
}, 60_000)

it('refuses a client storing more bytes than its quota', async () => {
  const client = await connect()
  const size = 64 * 1024
  const fits = Math.floor(LIMITS.storedBytesPerClient / size)
  for (let i = 0; i < fits; i++) await client.publish(randomTopic(), `${i}`.padEnd(size, 'x'), 60)
  const refused = await client.call('irn_publish', { topic: randomTopic(), message: 'over'.padEnd(size, 'x'), ttl: 60 })
  expect(refused.error?.message).toBe(`Storage quota reached: at most ${LIMITS.storedBytesPerClient} bytes of unexpired messages per client`)
}, 60_000)

it('takes only the projects of RELAY_PROJECT_IDS when it is set', async () => {
  const identity = await createIdentity()
  const request = async (projectId: string) =>
    new Request(await relayUrl(BASE, identity, projectId), { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': crypto.randomUUID() } })
  const only = { ...env, RELAY_PROJECT_IDS: 'demo, other' }
  expect((await handleRelay(await request('stranger'), only)).status).toBe(403)
  const allowed = await handleRelay(await request('other'), only)
  expect(allowed.status).toBe(101)
  allowed.webSocket!.accept()
  allowed.webSocket!.close(1000)
})

it(`refuses a topic's publish beyond its burst of ${LIMITS.topicBurst}, and takes it again after the backoff`, async () => {
  const [client, other] = await Promise.all([connect(), connect()])
  const topic = randomTopic()
  for (let b = 0; b < LIMITS.topicBurst / 50; b++) {
    await client.request('irn_batchPublish', { messages: Array.from({ length: 50 }, (_, i) => ({ topic, message: `t${b}-${i}`, ttl: 60 })) })
  }
  // Every client is refused on that topic once the burst and what refilled meanwhile are spent; another topic is not.
  // Sent at once, so that a loaded machine's slow round trips cannot let the refill keep pace with them one by one.
  const answers = await Promise.all(
    Array.from({ length: 2 * LIMITS.topicPublishesPerSecond }, (_, i) => other.call('irn_publish', { topic, message: `over ${i}`, ttl: 60 })),
  )
  const refused = answers.find((answer) => answer.error) ?? answers[0]!
  expect(refused.error?.message).toMatch(/^Topic rate limit: at most \d+ messages per second on one topic; try again in 1 s$/)
  expect(await other.publish(randomTopic(), 'elsewhere', 60)).toBe(true)
  await new Promise((resolve) => setTimeout(resolve, 1_050))
  expect(await other.publish(topic, 'after the backoff', 60)).toBe(true)
}, 60_000)
