import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import { readRelayLimits } from '../../src/relay/limits-config.js'
import { mailboxOf } from '../../src/relay/mailbox.js'
import { randomTopic, type RelayClient } from './client.js'
import { connect } from './connect.js'

const LIMITS = readRelayLimits(env.RELAY_LIMITS)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Milliseconds from publishing on `topic` to its subscriber holding the message, one at a time. */
async function latencies(publisher: RelayClient, subscriber: RelayClient, topic: string, count: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const seen = subscriber.received.length
    const started = performance.now()
    await publisher.publish(topic, `probe ${i} ${crypto.randomUUID()}`, 60)
    await subscriber.until(() => subscriber.received.length > seen)
    times.push(performance.now() - started)
  }
  return times
}

it('keeps a topic as fast as when quiet while another topic of its mailbox is flooded', async () => {
  // Both topics land in one mailbox, whose calls run one at a time: the case a flood could hurt.
  const flooded = randomTopic()
  const quiet = flooded.slice(0, 2) + randomTopic().slice(2)
  expect(mailboxOf(quiet)).toBe(mailboxOf(flooded))

  const [publisher, subscriber, floodSubscriber] = await Promise.all([connect(), connect(), connect()])
  await subscriber.subscribe(quiet)
  await floodSubscriber.subscribe(flooded)
  await latencies(publisher, subscriber, quiet, 5)
  const quietMedian = median(await latencies(publisher, subscriber, quiet, 30))

  // Eight clients, each from an address of its own, offer 2,000 messages a second for as long as the probes run.
  const flooders = await Promise.all(Array.from({ length: 8 }, () => connect()))
  const refusals: string[] = []
  let flooding = true
  const floods = flooders.map(async (client, c) => {
    for (let round = 0; flooding && round < 2_000; round++) {
      const messages = Array.from({ length: 10 }, (_, i) => ({ topic: flooded, message: `flood ${c}-${round}-${i}`, ttl: 60 }))
      void client.call('irn_batchPublish', { messages }).then((reply) => reply.error && refusals.push(reply.error.message))
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
  })
  await new Promise((resolve) => setTimeout(resolve, 500))
  const floodedMedian = median(await latencies(publisher, subscriber, quiet, 30))
  flooding = false
  await Promise.all(floods)

  console.log({ quietMedian, floodedMedian, refusals: refusals.length, got: floodSubscriber.received.length })
  // A mailbox held up by the flood would add the flood's own queue (hundreds of ms, growing while it
  // lasts); the allowance is what eight flooding clients cost a 2-core machine's scheduler whatever
  // the relay does, with another CPU-heavy process beside the suite (63 ms against a quiet 20 ms seen).
  expect(floodedMedian).toBeLessThanOrEqual(3 * quietMedian + 100)
  expect(refusals.length).toBeGreaterThan(0)
  expect(refusals[0]).toMatch(new RegExp(`^Topic rate limit: at most ${LIMITS.topicPublishesPerSecond} messages per second on one topic; try again in \\d+ s$`))
  // The flooded topic itself got its burst and its rate, not the flood.
  expect(floodSubscriber.received.length).toBeLessThan(LIMITS.topicBurst + LIMITS.topicPublishesPerSecond * 30)
  const clients = [publisher, subscriber, floodSubscriber, ...flooders]
  for (const client of clients) client.close()
  await Promise.all(clients.map((client) => client.until(() => client.closed)))
}, 60_000)
