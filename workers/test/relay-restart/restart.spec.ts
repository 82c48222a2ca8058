import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { randomTopic } from '../relay/client.js'
import { connectNode, startDevServer } from '../relay/dev-server.js'

const PORT = Number(process.env.RELAY_RESTART_PORT ?? 58887)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('delivers a message published before a restart of the local worker, within its TTL', async () => {
  const state = mkdtempSync(join(tmpdir(), 'porthole-relay-restart-'))
  let server = await startDevServer(PORT, state)
  try {
    const topic = randomTopic()
    const publisher = await connectNode(server.base)
    await publisher.publish(topic, 'published before the restart', 600)
    await publisher.publish(topic, 'expired by the time anyone asks', 2)
    const publishedAt = Date.now()
    publisher.close()

    await server.stop()
    await expect(fetch(`${server.base}/relay`)).rejects.toThrow()
    server = await startDevServer(PORT, state)
    await sleep(Math.max(0, publishedAt + 2_100 - Date.now()))

    const subscriber = await connectNode(server.base)
    await subscriber.subscribe(topic)
    await subscriber.until(() => subscriber.received.length >= 1, 10_000)
    await sleep(300)
    expect(subscriber.received.map((m) => m.message)).toEqual(['published before the restart'])
    subscriber.close()
  } finally {
    await server.stop()
    rmSync(state, { recursive: true, force: true })
  }
})
