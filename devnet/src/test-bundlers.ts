import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'
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

export type TestBundlers = {
  /** CAIP-2 id → bundler URL (the worker's BUNDLER_URLS). */
  urls: Record<string, string>
  /** POST `${controlUrl}/stop/<chain id>` and `/start/<chain id>`: the worker tests take a bundler down and bring it back. */
  controlUrl: string
}

/**
 * A real bundler (alto) per seeded anvil for the worker tests, on free loopback ports, and a small
 * control server: workerd cannot start processes, so a test asks this one to stop a bundler (its
 * port then refuses connections) and start it again with the same command line on the same port.
 * Everything ends with the caller's process.
 */
export async function startTestBundlers(rpcUrls: Record<string, string>): Promise<TestBundlers> {
  const bundlers = new Map<string, { args: string[]; url: string; child?: ChildProcess }>()
  const start = async (chainId: string) => {
    const bundler = bundlers.get(chainId)!
    const child = spawn(process.execPath, bundler.args, { stdio: ['ignore', 'ignore', 'inherit'] })
    child.unref()
    bundler.child = child
    await waitForBundler(bundler.url)
  }
  process.once('exit', () => {
    for (const { child } of bundlers.values()) child?.kill()
  })
  for (const [caip, rpcUrl] of Object.entries(rpcUrls)) {
    const port = await freePort()
    bundlers.set(caip.replace(/^eip155:/, ''), { args: bundlerArgs({ rpcUrl, port }), url: `http://127.0.0.1:${port}` })
  }
  await Promise.all([...bundlers.keys()].map(start))

  const control = createServer((request, response) => {
    const [, action, chainId] = /^\/(stop|start)\/(\d+)$/.exec(request.url ?? '') ?? []
    const bundler = chainId === undefined ? undefined : bundlers.get(chainId)
    if (request.method !== 'POST' || !bundler) return void response.writeHead(404).end()
    const pid = bundler.child?.pid
    const done = action === 'stop' ? (pid === undefined ? Promise.resolve() : endProcess(pid)) : start(chainId!)
    done.then(
      () => response.writeHead(204).end(),
      (error: Error) => response.writeHead(500).end(error.message),
    )
  })
  const controlPort = await new Promise<number>((resolve) => control.listen(0, '127.0.0.1', () => resolve((control.address() as { port: number }).port)))
  control.unref()
  return {
    urls: Object.fromEntries([...bundlers].map(([chainId, { url }]) => [`eip155:${chainId}`, url])),
    controlUrl: `http://127.0.0.1:${controlPort}`,
  }
}
