import { expect, it } from 'vitest'
import { createIdentity, randomTopic, type RelayClient } from './client.js'
import { connect } from './connect.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 200))
const bodies = (client: RelayClient) => client.received.map((m) => m.message)

it('two peers exchange 1,000 messages over 10 topics, none lost, duplicated or reordered', async () => {
  const [a, b] = await Promise.all([connect(), connect()])
  // Each topic takes its burst (100) and no more, as the per-topic rate allows.
  const topics = Array.from({ length: 10 }, () => randomTopic())
  await Promise.all([a.request('irn_batchSubscribe', { topics }), b.request('irn_batchSubscribe', { topics })])
  const sent = { a: new Map<string, string[]>(), b: new Map<string, string[]>() }
  // Windows of 50 publishes in flight at once, over every topic, from both sides at the same time.
  const run = async (client: RelayClient, name: 'a' | 'b') => {
    for (let window = 0; window < 10; window++) {
      const batch = Array.from({ length: 50 }, (_, i) => ({ topic: topics[i % 10]!, body: `${name}-${window * 50 + i}` }))
      for (const { topic, body } of batch) sent[name].set(topic, [...(sent[name].get(topic) ?? []), body])
      await Promise.all(batch.map(({ topic, body }) => client.publish(topic, body)))
    }
  }
  await Promise.all([run(a, 'a'), run(b, 'b')])
  await Promise.all([a.until(() => a.received.length >= 500), b.until(() => b.received.length >= 500)])
  await settle()
  // Each sees exactly the other's messages, in publish order on each topic, and never its own.
  const byTopic = (client: RelayClient, topic: string) => client.received.filter((m) => m.topic === topic).map((m) => m.message)
  for (const topic of topics) {
    expect(byTopic(a, topic)).toEqual(sent.b.get(topic))
    expect(byTopic(b, topic)).toEqual(sent.a.get(topic))
  }
  expect(a.received).toHaveLength(500)
  expect(new Set(a.received.map((m) => m.subscriptionId)).size).toBe(10)
}, 60_000)

it('keeps a message for a peer that was offline at publish time', async () => {
  const topic = randomTopic()
  const publisher = await connect()
  await publisher.publish(topic, 'while you were away', 300, 1100)
  const later = await connect()
  await later.subscribe(topic)
  await later.until(() => later.received.length === 1)
  expect(later.received[0]).toMatchObject({ topic, message: 'while you were away', tag: 1100 })
  expect(later.received[0]!.publishedAt).toBeLessThanOrEqual(Date.now())
  // Its publisher never gets it back.
  await publisher.subscribe(topic)
  await settle()
  expect(publisher.received).toEqual([])
}, 60_000)

it('does not redeliver what a client acknowledged, and redelivers what it did not', async () => {
  const topic = randomTopic()
  const identity = await createIdentity()
  const publisher = await connect()
  await publisher.publish(topic, 'acknowledged')
  const first = await connect(identity)
  await first.subscribe(topic)
  await first.until(() => first.received.length === 1)
  first.autoAck = false
  await publisher.publish(topic, 'not acknowledged')
  await first.until(() => first.received.length === 2)
  first.close()

  const again = await connect(identity)
  await again.subscribe(topic)
  await again.until(() => again.received.length >= 1)
  await settle()
  expect(bodies(again)).toEqual(['not acknowledged'])
}, 60_000)

it('answers subscribe with sha256(topic + client id), the same on every resubscribe', async () => {
  const identity = await createIdentity()
  const client = await connect(identity)
  const topics = [randomTopic(), randomTopic()]
  const ids = (await client.request('irn_batchSubscribe', { topics })) as string[]
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(topics[0]! + identity.clientId))
  expect(ids[0]).toBe([...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''))
  expect(await client.subscribe(topics[1]!)).toBe(ids[1])
  expect(ids[0]).not.toBe(ids[1])
}, 60_000)

it('stops live delivery after unsubscribe; batch unsubscribe and batch publish work', async () => {
  const [a, b] = await Promise.all([connect(), connect()])
  const [one, two] = [randomTopic(), randomTopic()]
  const [idOne, idTwo] = (await b.request('irn_batchSubscribe', { topics: [one, two] })) as [string, string]
  await a.request('irn_batchPublish', {
    messages: [
      { topic: one, message: 'm1', ttl: 60 },
      { topic: two, message: 'm2', ttl: 60, tag: 7 },
    ],
  })
  await b.until(() => b.received.length === 2)
  // Two topics: no order between them.
  expect(b.received.map((m) => [m.subscriptionId, m.message, m.tag]).sort()).toEqual(
    [
      [idOne, 'm1', 0],
      [idTwo, 'm2', 7],
    ].sort(),
  )
  expect(await b.request('irn_unsubscribe', { topic: one, id: idOne })).toBe(true)
  expect(await b.request('irn_batchUnsubscribe', { subscriptions: [{ topic: two, id: idTwo }] })).toBe(true)
  await a.publish(one, 'after')
  await a.publish(two, 'after')
  await settle()
  expect(b.received).toHaveLength(2)
}, 60_000)

it('irn_batchFetchMessages pages through what the client has not had, then has it', async () => {
  const topics = [randomTopic(), randomTopic(), randomTopic()]
  const publisher = await connect()
  for (let i = 0; i < 100; i++) {
    await publisher.request('irn_batchPublish', { messages: topics.map((topic) => ({ topic, message: `${topic.slice(0, 4)}-${i}`, ttl: 60 })) })
  }
  const fetcher = await connect()
  type Page = { messages: Array<{ topic: string; message: string; publishedAt: number; tag: number }>; hasMore: boolean }
  const first = (await fetcher.request('irn_batchFetchMessages', { topics })) as Page
  expect(first.messages).toHaveLength(200)
  expect(first.hasMore).toBe(true)
  expect(first.messages[0]).toEqual({ topic: topics[0], message: `${topics[0]!.slice(0, 4)}-0`, publishedAt: expect.any(Number), tag: 0 })
  const second = (await fetcher.request('irn_batchFetchMessages', { topics })) as Page
  expect(second.messages).toHaveLength(100)
  expect(second.hasMore).toBe(false)
  expect(new Set([...first.messages, ...second.messages].map((m) => m.message)).size).toBe(300)
  // Fetched counts as delivered.
  await fetcher.request('irn_batchSubscribe', { topics })
  await settle()
  expect(fetcher.received).toEqual([])
}, 60_000)
