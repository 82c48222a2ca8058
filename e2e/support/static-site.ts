import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' }

export type StaticSite = { origin: string; close(): Promise<void> }

/**
 * A dapp's own site for a spec: the files of `dir` on a loopback port the OS
 * picks (so parallel stacks never clash), as `http://127.0.0.1:<port>`, an
 * origin the demo project allows. `{{WORKER}}` in HTML becomes the worker's origin.
 */
export async function startStaticSite(dir: string, workerOrigin: string): Promise<StaticSite> {
  const server: Server = createServer(async (req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://127.0.0.1').pathname).replace(/^(\.\.[/\\])+/, '')
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path)
    try {
      const body = await readFile(file)
      const type = TYPES[extname(file)] ?? 'application/octet-stream'
      res.writeHead(200, { 'content-type': type })
      res.end(type.startsWith('text/html') ? body.toString('utf8').replaceAll('{{WORKER}}', workerOrigin) : body)
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('Not found')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as { port: number }
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
