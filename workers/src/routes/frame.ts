import { Themes, type Theme } from '@porthole/protocol'
import { frameCsp } from '../frame/csp.js'
import { renderFrame } from '../frame/document.js'
import { frameConfigFor, resolveProject } from '../frame/resolve.js'

const themeOf = (raw: string | null): Theme => Themes.find((t) => t === raw) ?? 'light'

/**
 * The frame document with its project's config. An unknown or missing
 * project still gets a document, embeddable anywhere, that only shows its alert.
 */
export async function handleFrame(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url)
  const resolved = await resolveProject(env.DB, url.searchParams.get('projectId'))
  const template = await env.ASSETS.fetch(new URL('/frame.html', url))
  if (!template.ok) throw new Error(`frame.html is not in the assets (HTTP ${template.status})`)
  const config = frameConfigFor(resolved, themeOf(url.searchParams.get('theme')))
  const ancestors = resolved.kind === 'known' ? resolved.project.allowedOrigins : 'any'
  return new Response(renderFrame(await template.text(), config), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': frameCsp(ancestors, env.ENVIRONMENT),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  })
}
