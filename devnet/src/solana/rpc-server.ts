import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import type { LocalCluster, Processed } from './cluster.js'
import { callMethod, RpcError } from './rpc-methods.js'

/** Requests larger than a validator accepts (its limit is 50 KB for a body). */
const MAX_BODY_BYTES = 50 * 1024

type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

/** JSON with u64s written as plain digits, as a validator writes them (JSON.stringify cannot). */
function stringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `@@bigint:${v}@@` : v)).replace(/"@@bigint:(-?\d+)@@"/g, '$1')
}

function answer(cluster: LocalCluster, request: JsonRpcRequest): object {
  const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null
  if (request.jsonrpc !== '2.0' || typeof request.method !== 'string') return { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id }
  try {
    return { jsonrpc: '2.0', result: callMethod(cluster, request.method, request.params), id }
  } catch (error) {
    const { code, message, data } = error instanceof RpcError ? error : new RpcError(-32603, 'Internal error')
    if (!(error instanceof RpcError)) console.error('[solana] internal error', error)
    return { jsonrpc: '2.0', error: data === undefined ? { code, message } : { code, message, data }, id }
  }
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, status: number, body: string) {
  // The frame and dapps on other origins call this node, as they would a public RPC.
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'content-type, solana-client',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
  })
  response.end(body)
}

/** JSON-RPC over HTTP: single calls and batches, a validator's error shapes. */
export function createRpcHttpServer(cluster: LocalCluster): Server {
  return createServer(async (request, response) => {
    if (request.method === 'OPTIONS') return send(response, 204, '')
    if (request.method !== 'POST') return send(response, 405, stringify({ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null }))
    const body = await readBody(request)
    if (body === undefined) return send(response, 413, stringify({ jsonrpc: '2.0', error: { code: -32600, message: 'Request too large' }, id: null }))
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return send(response, 200, stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }))
    }
    const result = Array.isArray(parsed) ? parsed.map((r: JsonRpcRequest) => answer(cluster, r ?? {})) : answer(cluster, (parsed ?? {}) as JsonRpcRequest)
    send(response, 200, stringify(result))
  })
}

/**
 * The validator's PubSub: signatureSubscribe (one notification, then the
 * subscription ends, as on a validator; at once for a signature already
 * processed) and slotSubscribe, with their unsubscribes.
 */
export function attachSubscriptions(server: Server, cluster: LocalCluster): WebSocketServer {
  const sockets = new WebSocketServer({ server })
  let nextId = 0
  sockets.on('connection', (socket: WebSocket) => {
    const subscriptions = new Map<number, () => void>()
    const notify = (method: string, subscription: number, result: unknown) =>
      socket.send(stringify({ jsonrpc: '2.0', method, params: { result, subscription } }))
    const reply = (id: unknown, body: { result: unknown } | { error: { code: number; message: string } }) =>
      socket.send(stringify({ jsonrpc: '2.0', ...body, id }))

    socket.on('message', (data) => {
      let request: JsonRpcRequest
      try {
        request = JSON.parse(String(data)) as JsonRpcRequest
      } catch {
        return reply(null, { error: { code: -32700, message: 'Parse error' } })
      }
      const params = Array.isArray(request.params) ? request.params : []
      if (request.method === 'signatureSubscribe' && typeof params[0] === 'string') {
        const id = ++nextId
        const signature = params[0]
        const done = (processed: Processed) => {
          stop()
          notify('signatureNotification', id, { context: { slot: processed.slot }, value: { err: processed.err } })
        }
        const onTransaction = (processed: Processed) => processed.signature === signature && done(processed)
        const stop = () => {
          cluster.off('transaction', onTransaction)
          subscriptions.delete(id)
        }
        subscriptions.set(id, stop)
        reply(request.id, { result: id })
        const known = cluster.status(signature)
        if (known) done(known)
        else cluster.on('transaction', onTransaction)
        return
      }
      if (request.method === 'slotSubscribe') {
        const id = ++nextId
        const onSlot = (slot: bigint) => notify('slotNotification', id, { parent: slot - 1n, root: slot, slot })
        cluster.on('slot', onSlot)
        subscriptions.set(id, () => cluster.off('slot', onSlot))
        return reply(request.id, { result: id })
      }
      if (request.method === 'signatureUnsubscribe' || request.method === 'slotUnsubscribe') {
        const stop = subscriptions.get(Number(params[0]))
        stop?.()
        subscriptions.delete(Number(params[0]))
        return reply(request.id, { result: stop !== undefined })
      }
      reply(request.id, { error: { code: -32601, message: 'Method not found' } })
    })
    socket.on('close', () => {
      for (const stop of subscriptions.values()) stop()
      subscriptions.clear()
    })
  })
  return sockets
}

export type LocalSolanaNode = {
  rpcUrl: string
  wsUrl: string
  close(): Promise<void>
  /** Lets the process exit while it serves (a test runner's config starts one for the whole run). */
  unref(): void
}

/** The cluster served on 127.0.0.1: HTTP JSON-RPC on `rpcPort`, PubSub on `wsPort` (0: any free port). */
export async function serveCluster(cluster: LocalCluster, { rpcPort = 8899, wsPort = 8900 } = {}): Promise<LocalSolanaNode> {
  const http = createRpcHttpServer(cluster)
  const ws = createServer((_request, response) => send(response, 426, ''))
  const sockets = attachSubscriptions(ws, cluster)
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    })
  const [rpc, pubsub] = [await listen(http, rpcPort), await listen(ws, wsPort)]
  return {
    rpcUrl: `http://127.0.0.1:${rpc}`,
    wsUrl: `ws://127.0.0.1:${pubsub}`,
    close: async () => {
      for (const client of sockets.clients) client.terminate()
      await Promise.all([new Promise((r) => sockets.close(r)), new Promise((r) => http.close(r)), new Promise((r) => ws.close(r))])
    },
    unref: () => {
      http.unref()
      ws.unref()
    },
  }
}
