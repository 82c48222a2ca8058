import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import { mailboxOf } from '../../src/relay/mailbox.js'
import { createIdentity, randomTopic } from './client.js'
import { connect } from './connect.js'

const mailbox = (topic: string) => env.RELAY_MAILBOX.get(env.RELAY_MAILBOX.idFromName(mailboxOf(topic)))
const storedCount = (topic: string) =>
  runInDurableObject(mailbox(topic), (_, state) => Number(state.storage.sql.exec('SELECT count(*) AS n FROM messages WHERE topic = ?', topic).one().n))
const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

it('keeps a message for its TTL only, and the alarm purges it', async () => {
  const topic = randomTopic()
  const publisher = await connect()
  await publisher.publish(topic, 'short', 1)
  await publisher.publish(topic, 'long', 60)
  expect(await storedCount(topic)).toBe(2)
  await new Promise((resolve) => setTimeout(resolve, 1_100))

  const late = await connect()
  await late.subscribe(topic)
  await late.until(() => late.received.length >= 1)
  await settle()
  expect(late.received.map((m) => m.message)).toEqual(['long'])

  expect(await runDurableObjectAlarm(mailbox(topic))).toBe(true)
  expect(await storedCount(topic)).toBe(1)
  // The next alarm is set, at the latest for the message that is left.
  const alarm = await runInDurableObject(mailbox(topic), (_, state) => state.storage.getAlarm())
  expect(alarm).toBeLessThanOrEqual(Date.now() + 60_000)
})

it('keeps messages when the mailbox object is reset, memory lost and storage kept', async () => {
  const topic = randomTopic()
  const publisher = await connect()
  await publisher.publish(topic, 'survives a reset')
  await evictDurableObject(mailbox(topic))
  const later = await connect()
  await later.subscribe(topic)
  await later.until(() => later.received.length === 1)
  expect(later.received[0]!.message).toBe('survives a reset')
})

it('goes on delivering over sockets that hibernated', async () => {
  const [one, two] = await Promise.all([createIdentity(), createIdentity()])
  const [a, b] = await Promise.all([connect(one), connect(two)])
  const topic = randomTopic()
  await Promise.all([a.subscribe(topic), b.subscribe(topic)])
  await a.publish(topic, 'before')
  await b.until(() => b.received.length === 1)
  for (const identity of [one, two]) {
    await evictDurableObject(env.RELAY_CONNECTION.get(env.RELAY_CONNECTION.idFromName(identity.clientId)), { webSockets: 'hibernate' })
  }
  await a.publish(topic, 'after')
  await b.publish(topic, 'back')
  await Promise.all([b.until(() => b.received.length === 2), a.until(() => a.received.length === 1)])
  expect(b.received.map((m) => m.message)).toEqual(['before', 'after'])
  expect(a.received.map((m) => m.message)).toEqual(['back'])
})

it('treats a repeated publish (a client retrying) as one message', async () => {
  const topic = randomTopic()
  const [a, b] = await Promise.all([connect(), connect()])
  await b.subscribe(topic)
  await a.publish(topic, 'once')
  await a.publish(topic, 'once')
  await b.until(() => b.received.length === 1)
  await settle()
  expect(b.received).toHaveLength(1)
  expect(await storedCount(topic)).toBe(1)
})
