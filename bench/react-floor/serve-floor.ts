import { build } from 'esbuild'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

/**
 * Serves the React floor page on 127.0.0.1 (a port of its own): built with React's production
 * build, the way a site ships it. Returns its address and a stop function.
 */
export async function serveFloor(): Promise<{ url: string; stop: () => Promise<void> }> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('floor-app.tsx', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'warning',
  })
  const script = bundle.outputFiles[0]!.contents
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>React floor</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>'
  const server = createServer((req, res) => {
    if (req.url === '/app.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    res.writeHead(200, { 'content-type': 'text/html' }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
