import { notFound } from '../http/json.js'

type AssetKind = 'loader' | 'hashed' | 'icon'

/** Hashed names never change content; the loader's name is fixed, so it is cached briefly; a network icon for a day. */
const CACHE_CONTROL: Record<AssetKind, string> = {
  loader: 'public, max-age=300',
  hashed: 'public, max-age=31536000, immutable',
  icon: 'public, max-age=86400',
}

/**
 * Static scripts for any page. CORS is open because the loader imports its
 * channel chunk cross-origin as a module.
 */
export async function handleAsset(kind: AssetKind, request: Request, env: Env): Promise<Response> {
  const asset = await env.ASSETS.fetch(request)
  if (asset.status === 404) return notFound()
  const response = new Response(asset.body, asset)
  if (kind === 'loader') response.headers.set('Content-Type', 'text/javascript')
  if (asset.ok || asset.status === 304) response.headers.set('Cache-Control', CACHE_CONTROL[kind])
  response.headers.set('Access-Control-Allow-Origin', '*')
  response.headers.set('Cross-Origin-Resource-Policy', 'cross-origin')
  response.headers.set('X-Content-Type-Options', 'nosniff')
  // An SVG opened on its own is a document: it may not run or load anything.
  if (kind === 'icon') response.headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  return response
}
