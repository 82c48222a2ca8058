import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type CountingProxy = {
  url: string
  /** HTTP posts and JSON-RPC calls (a batch counts each of its calls) since the last reset. */
  counts(): { posts: number; calls: number }
  reset(): void
  close(): Promise<void>
}

/** A JSON-RPC proxy on 127.0.0.1 in front of `target` that counts what reaches it; it answers CORS itself. */
export function startCountingProxy(target: string): Promise<CountingProxy> {
  let posts = 0
  let calls = 0
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' }
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    if (req.method !== 'POST') return res.writeHead(405, cors).end()
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    posts++
    try {
      const parsed: unknown = JSON.parse(body)
      calls += Array.isArray(parsed) ? parsed.length : 1
    } catch {
      calls++
    }
    const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    res.writeHead(upstream.status, { ...cors, 'content-type': 'application/json' }).end(await upstream.text())
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        counts: () => ({ posts, calls }),
        reset: () => void ((posts = 0), (calls = 0)),
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
