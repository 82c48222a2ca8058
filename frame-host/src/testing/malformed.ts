import { HANDSHAKE_TAG } from '@porthole/protocol'

/** Deterministic, so a failure can be replayed: mulberry32. */
export function random(seed: number) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  return { next, int, pick }
}

type Random = ReturnType<typeof random>

/** Words the channel cares about, so random data often looks almost right. */
const WORDS = [
  'id',
  'type',
  'path',
  'argumentList',
  'value',
  'tag',
  'version',
  'APPLY',
  'GET',
  'SET',
  'CONSTRUCT',
  'ENDPOINT',
  'RAW',
  'HANDLER',
  'open',
  'close',
  'hello',
  'emit',
  'request',
  'cancel',
  'setHostWallets',
  'hostWalletEvent',
  'Connect',
  'Account',
  'ApproveTransaction',
  'eth_sendTransaction',
  'personal_sign',
  HANDSHAKE_TAG,
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'then',
  '',
]
const ONE_MB = 'x'.repeat(1_000_000)

function randomJson(r: Random, depth = 0): unknown {
  switch (r.int(depth > 3 ? 6 : 8)) {
    case 0:
      return null
    case 1:
      return r.next() < 0.5
    case 2:
      return r.pick([0, -1, 1, 2, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, 0.5])
    case 3:
      return r.pick(WORDS)
    case 4:
      return Math.random().toString(36).repeat(r.int(4))
    case 5:
      return r.pick([NaN, Infinity, undefined, 10n])
    case 6:
      return Array.from({ length: r.int(5) }, () => randomJson(r, depth + 1))
    default:
      return Object.fromEntries(Array.from({ length: r.int(5) }, () => [r.pick(WORDS), randomJson(r, depth + 1)]))
  }
}

/** Own `__proto__` / `constructor` keys, as JSON.parse makes them. */
const polluting = (r: Random) =>
  JSON.parse(
    r.pick([
      `{"__proto__": {"polluted": true}, "tag": "${HANDSHAKE_TAG}", "version": 1}`,
      '{"constructor": {"prototype": {"polluted": true}}}',
      '{"id": "1", "type": "APPLY", "path": ["open"], "argumentList": [{"type": "RAW", "value": {"__proto__": {"polluted": true}}}]}',
      '{"id": "1", "type": "APPLY", "path": ["__proto__"], "argumentList": []}',
      '{"id": "1", "type": "SET", "path": ["__proto__", "polluted"], "value": {"type": "RAW", "value": true}}',
      '{"id": "1", "type": "SET", "path": ["constructor", "prototype", "polluted"], "value": {"type": "RAW", "value": true}}',
    ]),
  )

/** Comlink messages a well-behaved caller never sends. */
function badCall(r: Random): unknown {
  const id = r.pick(['1', 'a'.repeat(65), 7, '', undefined])
  const raw = (value: unknown) => ({ type: 'RAW', value })
  return r.pick([
    { id, type: 'GET', path: [r.pick(['__proto__', 'constructor', 'open', 'prototype'])] },
    { id, type: 'SET', path: [r.pick(['__proto__', 'open', 'hello'])], value: raw({ polluted: true }) },
    { id, type: 'CONSTRUCT', path: [r.pick(['open', 'hello'])], argumentList: [] },
    { id, type: 'ENDPOINT' },
    { id: '1', type: 'APPLY', path: ['hello'], argumentList: [raw(r.pick(WORDS))] },
    { id: '1', type: 'APPLY', path: ['open'], argumentList: [raw('Connect'), raw('eip155'), raw(randomJson(r))] },
    { id: '1', type: 'APPLY', path: ['open'], argumentList: [raw('Connect'), raw(r.pick(['evm', 'EIP155', 1, null, {}]))] },
    { id: '1', type: 'APPLY', path: ['switchNetwork'], argumentList: [raw(r.pick([1, '', 'eip155', 'eip155:', ONE_MB.slice(0, 65), null]))] },
    { id: '1', type: 'APPLY', path: ['disconnect'], argumentList: [raw(r.pick(['evm', 1, null, {}]))] },
    { id: '1', type: 'APPLY', path: ['open'], argumentList: [raw(r.pick([1, 'Nope', null, {}, ['Connect'], 'connect']))] },
    { id: '1', type: 'APPLY', path: ['close'], argumentList: Array.from({ length: 1 + r.int(12) }, () => raw(1)) },
    {
      id: '1',
      type: 'APPLY',
      path: ['request'],
      argumentList: [raw(r.pick([{ method: '' }, { method: ONE_MB.slice(0, 300) }, { method: 'eth_sendTransaction', params: 'x' }, null])), raw('1')],
    },
    { id: '1', type: 'APPLY', path: ['request'], argumentList: [raw({ method: 'personal_sign' }), raw(r.pick([1, '', ONE_MB.slice(0, 65), {}]))] },
    { id: '1', type: 'APPLY', path: ['cancel'], argumentList: [raw(r.pick([1, '', null, ONE_MB.slice(0, 65), ['1']]))] },
    { id: '1', type: 'APPLY', path: [r.pick(['emit', 'toString', 'valueOf', 'dispatch', ONE_MB.slice(0, 65)])], argumentList: [] },
    { id: '1', type: 'APPLY', path: ['open', 'apply'], argumentList: [] },
    { id: '1', type: 'APPLY', path: ['open'], argumentList: [{ type: 'HANDLER', name: 'proxy', value: 1 }] },
    { id: '1', type: 'APPLY', path: 'open', argumentList: [] },
    { id: '1', type: r.pick(['apply', 'Apply', 'RAW', 'release']), path: ['close'], argumentList: [] },
  ])
}

/** Shapes that are almost a handshake. */
const badHandshake = (r: Random) =>
  r.pick([
    { tag: HANDSHAKE_TAG },
    { tag: HANDSHAKE_TAG, version: r.pick([0, 2, '1', 1.5, null]) },
    { tag: r.pick(['porthole:Connect', ' porthole:connect', HANDSHAKE_TAG.toUpperCase()]), version: 1 },
    { version: 1 },
    [HANDSHAKE_TAG, 1],
    HANDSHAKE_TAG,
  ])

/**
 * At least `count` messages that neither the handshake nor the call table
 * accepts. Every tenth message of the first eighty is a 1 MB string somewhere.
 */
export function malformedMessages(count: number, seed = 1): unknown[] {
  const r = random(seed)
  return Array.from({ length: count }, (_, i) => {
    if (i < 80 && i % 10 === 0) return r.pick([ONE_MB, { tag: ONE_MB, version: 1 }, { id: ONE_MB, type: 'APPLY', path: ['hello'], argumentList: [] }])
    switch (i % 4) {
      case 0:
        return randomJson(r)
      case 1:
        return polluting(r)
      case 2:
        return badCall(r)
      default:
        return badHandshake(r)
    }
  })
}
