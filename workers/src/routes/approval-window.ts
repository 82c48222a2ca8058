import { resolveProject } from '../frame/resolve.js'
import { escapeHtml } from '../pages/page.js'

const PROJECT_PLACEHOLDER = '<!--porthole:project-->'

/**
 * The approval window's policy: its own scripts and styles only, nothing
 * fetched (it decodes the request it is handed), and never framed: it is the
 * one surface where an embedded wallet's request is approved, so no page may
 * paint over or around it.
 */
export const APPROVAL_WINDOW_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The approval window's document (approval.html), with the name of the project
 * its `projectId` names, read here: neither the page nor the frame says it.
 */
export async function handleApprovalWindow(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url)
  const resolved = await resolveProject(env.DB, url.searchParams.get('projectId'))
  const template = await env.ASSETS.fetch(new URL('/approval.html', url))
  if (!template.ok) throw new Error(`approval.html is not in the assets (HTTP ${template.status})`)
  const html = await template.text()
  if (!html.includes(PROJECT_PLACEHOLDER)) throw new Error('approval.html has no project placeholder')
  const name = resolved.kind === 'known' ? resolved.project.name : ''
  const meta = `<meta name="porthole-project" content="${escapeHtml(name)}">`
  return new Response(
    html.replace(PROJECT_PLACEHOLDER, () => meta),
    {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': APPROVAL_WINDOW_CSP,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      },
    },
  )
}
