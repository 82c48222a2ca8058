import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { bundlerArgs, waitForBundler } from './bundler.js'
import { endProcess } from './bundler-control.js'

/** A free loopback port: alto takes its port as given, so it is found first. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)))

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

export type TestBundlers = {
  /** CAIP-2 id → bundler URL (the worker's BUNDLER_URLS). */
  urls: Record<string, string>
  /**
   * POST `${controlUrl}/<action>/<chain id>`: `stop` ends the chain's bundler, `start` starts it
   * again on the same port, `stop-at-send` ends it the moment the next UserOperation reaches it.
   */
  controlUrl: string
}

type Bundler = { args: string[]; url: string; child?: ChildProcess; stopAtSend: boolean }

/**
 * A real bundler (alto) per seeded anvil for the worker tests, each behind a pass-through proxy,
 * and a control server: workerd cannot start or end processes, so a test asks this one. While a
 * bundler is down its proxy drops every connection, as a dead host does; with `stop-at-send` the
 * proxy ends alto when an `eth_sendUserOperation` arrives and drops that request, which is a
 * bundler dying at the worst moment: after the worker signed and stored the operation.
 * Everything ends with the caller's process.
 */
export async function startTestBundlers(rpcUrls: Record<string, string>): Promise<TestBundlers> {
  const bundlers = new Map<string, Bundler>()
  const start = async (bundler: Bundler) => {
    const child = spawn(process.execPath, bundler.args, { stdio: ['ignore', 'ignore', 'inherit'] })
    child.unref()
    bundler.child = child
    bundler.stopAtSend = false
    await waitForBundler(bundler.url)
  }
  const stop = async (bundler: Bundler) => {
    const pid = bundler.child?.pid
    bundler.child = undefined
    if (pid !== undefined) await endProcess(pid)
  }
  process.once('exit', () => {
    for (const { child } of bundlers.values()) child?.kill()
  })

  const urls: Record<string, string> = {}
  for (const [caip, rpcUrl] of Object.entries(rpcUrls)) {
    const port = await freePort()
    const bundler: Bundler = { args: bundlerArgs({ rpcUrl, port }), url: `http://127.0.0.1:${port}`, stopAtSend: false }
    bundlers.set(caip.replace(/^eip155:/, ''), bundler)
    const proxy = createServer((request: IncomingMessage, response: ServerResponse) => {
      void (async () => {
        const body = await readBody(request)
        if (bundler.stopAtSend && body.includes('eth_sendUserOperation')) await stop(bundler)
        if (!bundler.child) return void request.socket.destroy()
        try {
          const upstream = await fetch(bundler.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body.toString() })
          response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(Buffer.from(await upstream.arrayBuffer()))
        } catch {
          request.socket.destroy()
        }
      })()
    })
    proxy.unref()
    urls[caip] = `http://127.0.0.1:${await listen(proxy)}`
  }
  await Promise.all([...bundlers.values()].map(start))

  const control = createServer((request, response) => {
    const [, action, chainId] = /^\/(stop|start|stop-at-send)\/(\d+)$/.exec(request.url ?? '') ?? []
    const bundler = chainId === undefined ? undefined : bundlers.get(chainId)
    if (request.method !== 'POST' || !bundler) return void response.writeHead(404).end()
    const done =
      action === 'stop'
        ? stop(bundler)
        : action === 'start'
          ? bundler.child
            ? Promise.resolve()
            : start(bundler)
          : Promise.resolve(void (bundler.stopAtSend = true))
    done.then(
      () => response.writeHead(204).end(),
      (error: Error) => response.writeHead(500).end(error.message),
    )
  })
  control.unref()
  return { urls, controlUrl: `http://127.0.0.1:${await listen(control)}` }
}
