import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { InternalRpcError, Messages, PortholeError } from '@porthole/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRpcTransport, RPC_TIMEOUT_MS } from './create-rpc-transport.js'
import { RPC_INVALID_JSON_MESSAGE, RPC_TIMEOUT_MESSAGE } from './rpc-errors.js'
import { RpcUnreachableError } from './rpc-unreachable.js'

type Call = { jsonrpc: '2.0'; id: number; method: string; params?: unknown }
type RpcErrorBody = { code: number; message: string; data?: unknown }
/** What the server does with its n-th request: past the script, 'ok'. */
type Reply =
  | 'ok' // echoes each call's params as its result, a batch in reverse order
  | 'drop' // destroys the connection without an answer
  | 'hold' // answers 'ok' on release(), or never
  | { status: number; headers?: Record<string, string>; body?: string }
  | { status?: number; error: RpcErrorBody }

/** Stops a runaway retry loop from hammering the server. */
const MAX_REQUESTS = 16

let server: Awaited<ReturnType<typeof faultServer>> | undefined

afterEach(async () => {
  vi.useRealTimers()
  await server?.close()
  server = undefined
})

async function faultServer(script: Reply[] = []) {
  const bodies: unknown[] = []
  const held: { res: ServerResponse; body: Call | Call[] }[] = []
  let holding = 0
  let overflow = 0
  const http = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (bodies.length >= MAX_REQUESTS) return void (overflow++, req.socket.destroy())
      const body = JSON.parse(Buffer.concat(chunks).toString()) as Call | Call[]
      const reply = script[bodies.length] ?? 'ok'
      bodies.push(body)
      if (reply === 'drop') return void req.socket.destroy()
      if (reply === 'hold') {
        holding++
        res.once('close', () => holding--)
        return void held.push({ res, body })
      }
      if (reply === 'ok') return void answer(res, 200, echo(body))
      if ('error' in reply) return void answer(res, reply.status ?? 200, rpcError(body, reply.error))
      res.writeHead(reply.status, reply.headers).end(reply.body ?? '')
    })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
    bodies,
    /** Requests held open right now. */
    get holding() {
      return holding
    },
    release: () => held.splice(0).forEach(({ res, body }) => answer(res, 200, echo(body))),
    close: () => {
      expect(overflow, 'requests beyond MAX_REQUESTS').toBe(0)
      http.closeAllConnections()
      return new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}

const answer = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
const echo = (body: Call | Call[]) =>
  Array.isArray(body)
    ? body.map((call) => ({ jsonrpc: '2.0', id: call.id, result: call.params })).reverse()
    : { jsonrpc: '2.0', id: body.id, result: body.params }
const rpcError = (body: Call | Call[], error: RpcErrorBody) =>
  Array.isArray(body) ? body.map((call) => ({ jsonrpc: '2.0', id: call.id, error })) : { jsonrpc: '2.0', id: body.id, error }

/** Real fetch, counted on the client: a call started is known at once, before it reaches the server. */
function trackedFetch() {
  const fetches = {
    started: 0,
    settled: 0,
    fetchFn: async (input: string | URL | Request, init?: RequestInit) => {
      fetches.started++
      try {
        const response = await fetch(input, init)
        const body = await response.arrayBuffer()
        return new Response(body, { status: response.status, headers: response.headers })
      } finally {
        fetches.settled++
      }
    },
  }
  return fetches
}

/** Settles to its value or its error, never rejecting, so a pending call can be checked. */
function track(promise: Promise<unknown>) {
  const state: { outcome?: { value: unknown } | { error: unknown } } = {}
  promise.then(
    (value) => (state.outcome = { value }),
    (error: unknown) => (state.outcome = { error }),
  )
  return state
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('resolved'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(PortholeError)
      return (error as PortholeError).toJSON()
    },
  )

/** Polls in real time: vi.waitFor would move the fake clock on each try. */
async function until(condition: () => boolean) {
  const deadline = performance.now() + 5_000
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`still false: ${condition.toString()}`)
    await sleep(1)
  }
}

const call = (params: unknown[] = ['0xabc', 'latest']) => ({ method: 'eth_getBalance', params })

describe('createRpcTransport against a real HTTP server', () => {
  it('sends 1,000 calls of one tick, each with its own signal, as ONE POST of a JSON array of 1,000', async () => {
    server = await faultServer()
    const rpc = createRpcTransport(server.url)
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => rpc.request(call([i]), { signal: new AbortController().signal })))
    expect(server.bodies).toHaveLength(1)
    expect(server.bodies[0]).toBeInstanceOf(Array)
    expect(server.bodies[0]).toHaveLength(1000)
    expect((server.bodies[0] as Call[])[999]).toMatchObject({ jsonrpc: '2.0', method: 'eth_getBalance', params: [999] })
    // The server answers in reverse order: each caller still gets its own result.
    expect(results).toEqual(Array.from({ length: 1000 }, (_, i) => [i]))
  })

  it('splits at the batch size: 1,001 calls are two POSTs of 1,000 and 1', async () => {
    server = await faultServer()
    const rpc = createRpcTransport(server.url)
    await Promise.all(Array.from({ length: 1001 }, (_, i) => rpc.request(call([i]))))
    expect(server.bodies.map((body) => (body as Call[]).length)).toEqual([1000, 1])
  })

  it.each<[string, Reply]>([
    ['a dropped connection', 'drop'],
    ['HTTP 503', { status: 503 }],
    ['JSON-RPC -32005 limit exceeded', { error: { code: -32005, message: 'limit exceeded' } }],
  ])('retries after %s, then succeeds', async (_, fault) => {
    server = await faultServer([fault])
    await expect(createRpcTransport(server.url).request(call())).resolves.toEqual(['0xabc', 'latest'])
    expect(server.bodies).toHaveLength(2)
  })

  it('fails as unreachable, after its retries, when nothing listens at the URL; a node that answers is never unreachable', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))
    await expect(createRpcTransport(url).request(call())).rejects.toBeInstanceOf(RpcUnreachableError)
    server = await faultServer([{ status: 400 }])
    await expect(createRpcTransport(server.url).request(call())).rejects.not.toBeInstanceOf(RpcUnreachableError)
  })

  it.each<[string, Reply, object]>([
    ['-32000 execution reverted', { error: { code: -32000, message: 'execution reverted' } }, { code: -32000, message: 'execution reverted' }],
    [
      'a revert with reason data (code 3)',
      { error: { code: 3, message: 'execution reverted: nope', data: '0x08c379a0' } },
      { code: 3, message: 'execution reverted: nope', data: '0x08c379a0' },
    ],
    [
      'insufficient funds',
      { error: { code: -32000, message: 'insufficient funds for gas * price + value: balance 0' } },
      { code: -32000, message: 'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.' },
    ],
    [
      'HTTP 400 with a JSON-RPC error body',
      { status: 400, error: { code: -32602, message: 'invalid argument 0' } },
      { code: -32602, message: 'invalid argument 0' },
    ],
    ['HTTP 400 with no JSON-RPC body', { status: 400, body: 'bad request' }, { code: -32603, message: Messages.httpStatus(400) }],
  ])('does not retry %s and passes its code on', async (_, fault, expected) => {
    server = await faultServer([fault])
    expect(await rejection(createRpcTransport(server.url).request(call()))).toEqual(expected)
    expect(server.bodies).toHaveLength(1)
  })

  it('gives a clear error for malformed JSON (after the retries) and keeps working', async () => {
    const malformed: Reply = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":' }
    server = await faultServer([malformed, malformed, malformed, malformed])
    const rpc = createRpcTransport(server.url)
    expect(await rejection(rpc.request(call()))).toEqual({ code: -32603, message: RPC_INVALID_JSON_MESSAGE })
    expect(server.bodies).toHaveLength(4)
    await expect(rpc.request(call(['again']))).resolves.toEqual(['again'])
    expect(server.bodies).toHaveLength(5)
  })

  it('rejects an aborted call at once while the rest of its batch is answered', async () => {
    server = await faultServer(['hold'])
    const rpc = createRpcTransport(server.url)
    const abort = new AbortController()
    const kept = rpc.request(call(['kept']), { signal: new AbortController().signal })
    const aborted = rpc.request(call(['aborted']), { signal: abort.signal })
    await until(() => server?.holding === 1)
    abort.abort()
    expect(await rejection(aborted)).toEqual({ code: 4900, message: 'Request was aborted' })
    server.release()
    await expect(kept).resolves.toEqual(['kept'])
    expect(server.bodies).toEqual([[expect.objectContaining({ params: ['kept'] }), expect.objectContaining({ params: ['aborted'] })]])
    expect(await rejection(rpc.request(call(), { signal: abort.signal }))).toEqual({ code: 4900, message: 'Request was aborted' })
    expect(server.bodies).toHaveLength(1)
  })

  it.each([undefined, ''])('rejects every call when the URL is %j, sending nothing', async (url) => {
    expect(await rejection(createRpcTransport(url).request(call()))).toEqual({
      code: -32603,
      message: 'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
    })
  })
})

// Fake timers (setTimeout/clearTimeout only) drive viem's backoff, Retry-After wait and request
// timeout deterministically; the sockets stay real, so after each step we wait in real time for
// every fetch under way to settle or be held by the server before checking what was sent.
describe('createRpcTransport timing, on a fake clock', () => {
  /** A retry's POST leaves 1 ms after its delay: the batch's `wait: 0` timer (1 ms in Node too). */
  const TICK = 1
  let now = 0
  const fetches = trackedFetch()

  async function at(ms: number) {
    await vi.advanceTimersByTimeAsync(ms - now)
    now = ms
    for (let seen = -1; seen !== fetches.started;) {
      seen = fetches.started
      await until(() => fetches.settled + (server?.holding ?? 0) === fetches.started)
      await vi.advanceTimersByTimeAsync(0)
    }
  }

  /** Checks [time, fetches started, fetches settled] at each step. */
  async function expectTimeline(steps: [number, number, number][]) {
    for (const [ms, started, settled] of steps) {
      await at(ms)
      expect({ ms, started: fetches.started, settled: fetches.settled }).toEqual({ ms, started, settled })
    }
  }

  async function fakeClockTransport(script: Reply[]) {
    server = await faultServer(script)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    Object.assign(fetches, { started: 0, settled: 0 })
    now = 0
    return createRpcTransport(server.url, { fetchFn: fetches.fetchFn })
  }

  it('backs off 150, 300, 600 ms on HTTP 503, then gives up after 3 retries', async () => {
    const calls = track((await fakeClockTransport(Array(4).fill({ status: 503 }))).request(call()))
    const [second, third, fourth] = [150 + TICK, 150 + 300 + 2 * TICK, 150 + 300 + 600 + 3 * TICK]
    await expectTimeline([
      [0, 1, 1],
      [second - 1, 1, 1],
      [second, 2, 2],
      [third - 1, 2, 2],
      [third, 3, 3],
      [fourth - 1, 3, 3],
    ])
    expect(calls.outcome).toBeUndefined()
    await expectTimeline([[fourth, 4, 4]])
    expect(calls.outcome).toEqual({ error: new InternalRpcError(Messages.httpStatus(503)) })
    expect(server?.bodies).toHaveLength(4)
  })

  it('waits for Retry-After: 1 (1000 ms) instead of the 150 ms backoff on HTTP 429', async () => {
    const calls = track((await fakeClockTransport([{ status: 429, headers: { 'Retry-After': '1' } }])).request(call()))
    await expectTimeline([
      [0, 1, 1],
      [1000 + TICK - 1, 1, 1],
      [1000 + TICK, 2, 2],
    ])
    expect(calls.outcome).toEqual({ value: ['0xabc', 'latest'] })
    expect(server?.bodies).toHaveLength(2)
  })

  it(`times out each attempt after ${RPC_TIMEOUT_MS} ms, retries, then fails with the timeout error`, async () => {
    const calls = track((await fakeClockTransport(Array(4).fill('hold'))).request(call()))
    let post = 0
    for (const [attempt, backoff] of [
      [1, 150],
      [2, 300],
      [3, 600],
    ] as const) {
      const timedOut = post + RPC_TIMEOUT_MS
      post = timedOut + backoff + TICK
      await expectTimeline([
        [timedOut - 1, attempt, attempt - 1],
        [timedOut, attempt, attempt],
        [post - 1, attempt, attempt],
        [post, attempt + 1, attempt],
      ])
    }
    await expectTimeline([[post + RPC_TIMEOUT_MS - 1, 4, 3]])
    expect(calls.outcome).toBeUndefined()
    await at(post + RPC_TIMEOUT_MS)
    expect(calls.outcome).toEqual({ error: new RpcUnreachableError(RPC_TIMEOUT_MESSAGE) })
    expect(server?.bodies).toHaveLength(4)
  })
})
