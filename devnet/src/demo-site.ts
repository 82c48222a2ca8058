import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'

const dir = fileURLToPath(new URL('../demo-site/', import.meta.url))
const FILES: Record<string, string> = { '/demo.js': 'text/javascript', '/demo.css': 'text/css', '/icon.svg': 'image/svg+xml' }
const PROJECT = /^[A-Za-z0-9_-]{0,64}$/

/** Snippet attributes the demo page pastes when its query asks for them. */
function snippetOptions(query: URLSearchParams): string {
  let options = ''
  if (query.get('reconnect') === 'false') options += ' data-reconnect="false"'
  if (query.get('inject') === '1') options += ' data-inject-window-ethereum'
  const siwx = query.get('siwx')
  if (siwx === 'required' || siwx === 'optional') options += ` data-siwx="${siwx}"`
  if (query.get('siwe') === '1') options += ' data-siwe-config'
  // Attribute-escaped: the JSON is the page's own setting, passed through as written (the widget checks it).
  const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
  const features = query.get('features')
  if (features !== null) options += ` data-features="${attribute(features)}"`
  const themeVariables = query.get('themeVariables')
  if (themeVariables !== null) options += ` data-theme-variables="${attribute(themeVariables)}"`
  if (query.get('basic') === '1') options += ' data-basic'
  if (query.get('debug') === '1') options += ' data-debug'
  const locale = query.get('locale')
  // Letters and hyphens only: the worker checks the value, the demo only keeps the attribute well-formed.
  if (locale !== null && /^[A-Za-z-]{1,20}$/.test(locale)) options += ` data-locale="${locale}"`
  return options
}

/**
 * The demo dapp on its own origin. `?project=`, `?theme=`, `?reconnect=false`,
 * `?inject=1`, `?siwx=required|optional`, `?siwe=1`, `?features=<json>`, `?themeVariables=<json>`, `?basic=1`, `?debug=1` and `?locale=` change the pasted snippet, so tests can load it for other
 * projects and options; `?snippet=off` drops it.
 */
export function startDemoSite(port: number, workerUrl: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const type = FILES[url.pathname]
    if (type) {
      res.writeHead(200, { 'content-type': type })
      return res.end(await readFile(dir + url.pathname.slice(1)))
    }
    if (url.pathname !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain' })
      return res.end('Not found')
    }
    const project = url.searchParams.get('project') ?? 'demo'
    // Letters only, so tests can also paste a value the widget refuses.
    const theme = /^[a-z]{1,12}$/.test(url.searchParams.get('theme') ?? '') ? url.searchParams.get('theme')! : 'light'
    if (!PROJECT.test(project)) {
      res.writeHead(400, { 'content-type': 'text/plain' })
      return res.end('project must be letters, digits, _ or -')
    }
    let html = await readFile(dir + 'index.html', 'utf8')
    // `?snippet=off`: the same page without Porthole, the benchmark's baseline.
    if (url.searchParams.get('snippet') === 'off') html = html.replace(/^\s*<script async src="\{\{WORKER\}\}.*\n/m, '')
    html = html
      .replace('{{WORKER}}', workerUrl)
      .replace('{{PROJECT}}', project)
      .replace('{{THEME}}', theme)
      .replace('{{OPTIONS}}', snippetOptions(url.searchParams))
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
