import { expect, it } from 'vitest'
import { randomTopic, type Reply } from './client.js'
import { connect } from './connect.js'

/** A seeded generator, so a failure names a frame that can be sent again. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Case = { frame: string; id: number | null; code: number }
const TOPIC = randomTopic()
const valid = { topic: TOPIC, message: 'hello', ttl: 60 }

function makeCase(i: number, random: () => number): Case {
  const id = 1_000_000 + i
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!
  const request = (method: unknown, params: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method, params })
  switch (i % 9) {
    case 0: {
      const whole = request('irn_publish', valid)
      return { frame: whole.slice(0, 1 + Math.floor(random() * (whole.length - 2))), id: null, code: -32700 }
    }
    case 1:
      return { frame: JSON.stringify(pick([random(), 'text', [1, 2], null, true, [{ jsonrpc: '2.0', id, method: 'irn_subscribe' }]])), id: null, code: -32600 }
    case 2:
      return {
        frame: JSON.stringify({ jsonrpc: '2.0', id: pick([{}, [], 1.5, true, null, 'x'.repeat(200)]), method: 'irn_subscribe' }),
        id: null,
        code: -32600,
      }
    case 3:
      return { frame: JSON.stringify({ jsonrpc: pick(['1.0', 2, undefined]), id, method: 'irn_subscribe', params: { topic: TOPIC } }), id, code: -32600 }
    case 4:
      return { frame: request(pick([123, null, {}, ['irn_publish']]), valid), id, code: -32600 }
    case 5:
      return { frame: request(pick(['irn_nope', '__proto__', 'constructor', 'toString', 'x'.repeat(10_000)]), {}), id, code: -32601 }
    case 6: {
      const [method, params] = pick<[string, unknown]>([
        ['irn_subscribe', { topic: 123 }],
        ['irn_subscribe', { topic: TOPIC.toUpperCase() }],
        ['irn_subscribe', undefined],
        ['irn_subscribe', [TOPIC]],
        ['irn_publish', { ...valid, ttl: '60' }],
        ['irn_publish', { ...valid, ttl: -1 }],
        ['irn_publish', { ...valid, ttl: 1e12 }],
        ['irn_publish', { ...valid, tag: 2 ** 32 }],
        ['irn_publish', { ...valid, message: '' }],
        ['irn_publish', { ...valid, prompt: 'yes' }],
        ['irn_batchSubscribe', { topics: [] }],
        ['irn_batchSubscribe', { topics: Array.from({ length: 501 }, () => TOPIC) }],
        ['irn_batchPublish', { messages: Array.from({ length: 51 }, () => valid) }],
        ['irn_batchFetchMessages', { topics: 'all' }],
        ['irn_unsubscribe', { topic: TOPIC, id: 7 }],
        ['wc_approveSession', { pairingTopic: TOPIC }],
      ])
      return { frame: request(method, params), id, code: -32602 }
    }
    case 7:
      return pick([
        { frame: `{"__proto__":{"jsonrpc":"2.0","method":"irn_subscribe"},"id":${id}}`, id, code: -32600 },
        { frame: `{"jsonrpc":"2.0","id":${id},"method":"irn_publish","params":{"__proto__":${JSON.stringify(valid)}}}`, id, code: -32602 },
        { frame: `{"jsonrpc":"2.0","id":${id},"method":"irn_batchSubscribe","params":{"topics":{"__proto__":[]}}}`, id, code: -32602 },
        { frame: `{"jsonrpc":"2.0","id":${id},"method":"irn_publish","params":{"constructor":{"prototype":{"ttl":60}},"topic":"${TOPIC}"}}`, id, code: -32602 },
      ])
    default:
      // Over the limits: a 64 KiB message inside a frame that fits, and, rarely (they are big), a frame that does not.
      if (i % 100 === 8) return { frame: request('irn_publish', { ...valid, message: 'x'.repeat(300_000) }), id: null, code: -32600 }
      return { frame: request('irn_publish', { ...valid, [pick(['message', 'topic'])]: 'y'.repeat(65_537) }), id, code: -32602 }
  }
}

const byIdAndCode = (a: { id: unknown; code: number }, b: { id: unknown; code: number }) => String(a.id).localeCompare(String(b.id)) || a.code - b.code

it('answers 1,000 malformed frames with JSON-RPC errors and keeps serving', async () => {
  const random = mulberry32(0x5eed)
  const cases = Array.from({ length: 1_000 }, (_, i) => makeCase(i, random))
  const [fuzzer, peer] = await Promise.all([connect(), connect()])
  await peer.subscribe(TOPIC)
  for (const { frame } of cases) fuzzer.send(frame)
  await fuzzer.until(() => fuzzer.stray.length >= cases.length, 60_000)

  const answered = fuzzer.stray.map((reply: Reply) => ({ id: reply.id, code: reply.error?.code ?? 0 }))
  expect(answered.sort(byIdAndCode)).toEqual(cases.map(({ id, code }) => ({ id, code })).sort(byIdAndCode))
  expect(fuzzer.stray.every((reply) => typeof reply.error?.message === 'string' && reply.error.message.length < 200)).toBe(true)
  expect(fuzzer.stray.map((r) => r.error?.message)).toContain('params.message: exceeds 65536 characters')
  expect(fuzzer.stray.map((r) => r.error?.message)).toContain('Frame exceeds 262144 characters')

  // The same socket still works, and nothing malformed was stored or passed on.
  expect(peer.received).toEqual([])
  await fuzzer.publish(TOPIC, 'still here')
  await peer.until(() => peer.received.length === 1)
  expect(peer.received.map((m) => m.message)).toEqual(['still here'])
}, 120_000)
