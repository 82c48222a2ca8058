import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { createRpcTransport } from './create-rpc-transport.js'

type Call = { id: number; method: string; params?: unknown }

/** A JSON-RPC node that answers after `delayMs` and records each call's method. */
async function node(delayMs: number) {
  const methods: string[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as Call | Call[]
      const calls = Array.isArray(body) ? body : [body]
      methods.push(...calls.map((c) => c.method))
      await sleep(delayMs)
      const answers = calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: c.method === 'net_listening' ? true : delayMs }))
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    reads: () => methods.filter((m) => m !== 'net_listening').length,
    close: () => (server.closeAllConnections(), new Promise<void>((resolve) => server.close(() => resolve()))),
  }
}

const nodes: Awaited<ReturnType<typeof node>>[] = []
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((n) => n.close()))
})

describe('several RPC URLs for one chain', () => {
  it('pings each, then reads from the faster one even when the slow one is listed first', async () => {
    const slow = await node(300)
    const fast = await node(0)
    nodes.push(slow, fast)
    const rpc = createRpcTransport([slow.url, fast.url], { rankIntervalMs: 50 })
    // Before any ping has come back, the configured order holds.
    await expect(rpc.request({ method: 'eth_blockNumber' })).resolves.toBe(300)
    await sleep(400)
    expect(slow.methods).toContain('net_listening')
    expect(fast.methods).toContain('net_listening')
    const before = slow.reads()
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe(0)
    expect(slow.reads()).toBe(before)
    expect(fast.reads()).toBe(1)
  })

  it('moves off a URL that stops answering', async () => {
    const first = await node(0)
    const second = await node(0)
    nodes.push(second)
    const rpc = createRpcTransport([first.url, second.url], { rankIntervalMs: 50 })
    await first.close()
    // The failed endpoint falls through to the next at once, and ranking then puts it last.
    await expect(rpc.request({ method: 'eth_blockNumber' })).resolves.toBe(0)
    await sleep(200)
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe(0)
    expect(second.reads()).toBe(2)
  })
})

describe('identical concurrent reads', () => {
  it('go out once and every caller gets the answer; a later one asks again', async () => {
    const one = await node(20)
    nodes.push(one)
    const rpc = createRpcTransport(one.url)
    const read = { method: 'eth_getBalance', params: ['0xabc', 'latest'] }
    const answers = await Promise.all([rpc.request(read), rpc.request(read), rpc.request(read, { signal: new AbortController().signal })])
    expect(answers).toEqual([20, 20, 20])
    expect(one.reads()).toBe(1)
    await rpc.request(read)
    expect(one.reads()).toBe(2)
  })

  it('never share a send or a filter', async () => {
    const one = await node(0)
    nodes.push(one)
    const rpc = createRpcTransport(one.url)
    const send = { method: 'eth_sendRawTransaction', params: ['0x01'] }
    await Promise.all([rpc.request(send), rpc.request(send), rpc.request({ method: 'eth_newBlockFilter' }), rpc.request({ method: 'eth_newBlockFilter' })])
    expect(one.reads()).toBe(4)
  })

  it('reject only the caller that aborts; the others still get the answer', async () => {
    const one = await node(100)
    nodes.push(one)
    const rpc = createRpcTransport(one.url)
    const read = { method: 'eth_blockNumber' }
    const abort = new AbortController()
    const aborted = rpc.request(read, { signal: abort.signal })
    const kept = rpc.request(read, { signal: new AbortController().signal })
    abort.abort()
    await expect(aborted).rejects.toMatchObject({ code: 4900, message: 'Request was aborted' })
    await expect(kept).resolves.toBe(100)
    expect(one.reads()).toBe(1)
  })
})
