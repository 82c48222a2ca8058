import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export type DelayProxy = {
  url: string
  close(): Promise<void>
}

/**
 * What `GET /stats` answers: the JSON-RPC methods browsers sent since the last `POST /reset`, by
 * count, and the first param of each (the last CALLS_KEPT), so a test can tell its own calls from
 * those of the specs running beside it.
 */
export type DelayProxyStats = { methods: Record<string, number>; calls: { method: string; first: unknown }[] }

const CALLS_KEPT = 1_000

/**
 * A JSON-RPC proxy on 127.0.0.1 in front of `target` that answers browsers
 * (requests with an Origin, i.e. the frame) `delayMs` late, and the worker's
 * own server-side calls at once. `npm start` lists it first among the RPC
 * URLs of chain 31337 and the anvil itself second, so the frame's RPC ranking
 * has a slow and a fast endpoint to choose between. `GET /stats`
 * tells which browser calls reached it.
 */
export function startDelayProxy(target: string, delayMs: number): Promise<DelayProxy> {
  let methods: Record<string, number> = {}
  let calls: DelayProxyStats['calls'] = []
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'GET, POST' }
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    if (req.method === 'GET' && req.url === '/stats')
      return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ methods, calls } satisfies DelayProxyStats))
    if (req.method === 'POST' && req.url === '/reset') return ((methods = {}), (calls = []), res.writeHead(204, cors).end())
    if (req.method !== 'POST') return res.writeHead(405, cors).end()
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    if (req.headers.origin !== undefined) {
      try {
        const parsed = JSON.parse(body) as { method?: unknown; params?: unknown } | { method?: unknown; params?: unknown }[]
        for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
          const method = typeof call.method === 'string' ? call.method : '?'
          methods[method] = (methods[method] ?? 0) + 1
          calls.push({ method, first: Array.isArray(call.params) ? call.params[0] : undefined })
          if (calls.length > CALLS_KEPT) calls.shift()
        }
      } catch {
        methods['?'] = (methods['?'] ?? 0) + 1
      }
      await sleep(delayMs)
    }
    try {
      const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      res.writeHead(upstream.status, { ...cors, 'content-type': 'application/json' }).end(await upstream.text())
    } catch {
      res.writeHead(502, cors).end()
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}
