import { expect, it } from 'vitest'
import { BASE } from '../support.js'
import { createIdentity, randomTopic, relayUrl } from './client.js'
import { connect, upgrade } from './connect.js'

it('refuses the 1,001st subscription of a connection and keeps the first 1,000', async () => {
  const client = await connect()
  const topics = Array.from({ length: 1_000 }, () => randomTopic())
  expect(await client.request('irn_batchSubscribe', { topics: topics.slice(0, 500) })).toHaveLength(500)
  expect(await client.request('irn_batchSubscribe', { topics: topics.slice(500) })).toHaveLength(500)
  // Subscribing again to a topic it has is no new subscription.
  expect(await client.subscribe(topics[0]!)).toMatch(/^[0-9a-f]{64}$/)
  const refused = await client.call('irn_subscribe', { topic: randomTopic() })
  expect(refused.error).toEqual({ code: -32000, message: 'Subscription limit reached: at most 1000 topics per connection' })
  // After an unsubscribe there is room again; the connection never closed.
  await client.request('irn_unsubscribe', { topic: topics[0], id: 'any' })
  expect(await client.subscribe(randomTopic())).toMatch(/^[0-9a-f]{64}$/)
  expect(client.closed).toBe(false)
}, 60_000)

it('echoes 19-digit ids exactly, as wallets send them', async () => {
  const response = await upgrade(await relayUrl(BASE, await createIdentity()))
  const socket = response.webSocket!
  socket.accept()
  const reply = new Promise<string>((resolve) => socket.addEventListener('message', (event) => resolve(String(event.data))))
  socket.send(`{"id":1778341964282845123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${randomTopic()}"}}`)
  expect(await reply).toMatch(/^\{"id":1778341964282845123,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/)
  socket.close(1000)
})

it('answers string ids with string ids', async () => {
  const client = await connect()
  client.send(JSON.stringify({ id: 'abc', jsonrpc: '2.0', method: 'irn_batchFetchMessages', params: { topics: [randomTopic()] } }))
  await client.until(() => client.stray.length === 1)
  expect(client.stray[0]).toEqual({ id: 'abc', jsonrpc: '2.0', result: { messages: [], hasMore: false } })
})
