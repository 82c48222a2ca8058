import { passkeySignerOf } from '../smart-account/passkey-account.js'
import { locale, localFeatures, Themes, type LocalFeatures, type Locale, type Theme } from '@porthole/protocol'
import { nameSuffix } from '../chain-data/config.js'
import { frameCsp } from '../frame/csp.js'
import { renderFrame } from '../frame/document.js'
import { preloadLinks } from '../frame/preload-links.js'
import { frameConfigFor, resolveProject } from '../frame/resolve.js'
import { readRelayUrl, relayOrigin } from '../frame/relay-url.js'
import { readRpcUrlLists, rpcOrigins } from '../frame/rpc-urls.js'
import { projectNetworkInfos } from '../networks/catalog.js'
import { publicRpcOrigins } from '../networks/public-rpc.js'
import { onrampBackend } from '../onramp/backend.js'
import { frameSmartAccountNetworks } from '../smart-account/config.js'
import { swapNetworks } from '../swap/index.js'

/**
 * The snippet's own feature settings: `features` (its `data-features` JSON,
 * e.g. `{"swaps":false}`) and `basic=1|0`. Anything malformed is dropped
 * whole: a page cannot make the frame fail by what it pastes.
 */
function localOf(query: URLSearchParams): LocalFeatures | undefined {
  const basic = query.get('basic')
  let features: unknown
  try {
    features = JSON.parse(query.get('features') ?? 'null') ?? undefined
  } catch {
    features = undefined
  }
  const parsed = localFeatures().safeParse({ features, ...(basic === '1' || basic === '0' ? { basic: basic === '1' } : {}) })
  return parsed.success ? parsed.data : undefined
}

const themeOf = (raw: string | null): Theme => Themes.find((t) => t === raw) ?? 'light'

/** The snippet's `data-locale` if it names a supported language exactly; anything else is dropped and the frame follows the browser. */
const localeOf = (raw: string | null): Locale | undefined => {
  const parsed = locale().safeParse(raw)
  return parsed.success ? parsed.data : undefined
}

/**
 * The frame document with its project's config. An unknown or missing
 * project still gets a document, embeddable anywhere, that only shows its alert.
 * `reconnect=0` is the loader's `data-reconnect="false"`.
 */
export async function handleFrame(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url)
  const resolved = await resolveProject(env.DB, url.searchParams.get('projectId'))
  const template = await env.ASSETS.fetch(new URL('/frame.html', url))
  if (!template.ok) throw new Error(`frame.html is not in the assets (HTTP ${template.status})`)
  const known = resolved.kind === 'known'
  const rpcUrls = known ? readRpcUrlLists(env.RPC_URLS) : {}
  const networks = known ? projectNetworkInfos(resolved.project.networks) : []
  const relayUrl = known ? readRelayUrl(env.RELAY_URL) : undefined
  const config = frameConfigFor(resolved, {
    theme: themeOf(url.searchParams.get('theme')),
    rpcUrls,
    reconnect: url.searchParams.get('reconnect') !== '0',
    nameSuffix: nameSuffix(env),
    relayUrl,
    onrampProvider: known ? onrampBackend(env)?.info : undefined,
    swapNetworks: swapNetworks(env),
    smartAccountNetworks: known ? frameSmartAccountNetworks(resolved.project, env) : [],
    // Only a signer other than the canonical one travels: the frame defaults to that.
    passkeySigner: known && env.PASSKEY_SIGNER ? passkeySignerOf(env) : undefined,
    siwx: url.searchParams.get('siwx'),
    local: localOf(url.searchParams),
    debug: url.searchParams.get('debug') === '1',
    locale: localeOf(url.searchParams.get('locale')),
  })
  const csp = frameCsp({
    allowedOrigins: known ? resolved.project.allowedOrigins : 'any',
    environment: env.ENVIRONMENT,
    // The project's networks without a configured URL are read from their public ones.
    rpcOrigins: [...rpcOrigins(rpcUrls), ...publicRpcOrigins(networks, rpcUrls)],
    relayOrigin: relayUrl && relayOrigin(relayUrl),
  })
  const html = await template.text()
  const links = preloadLinks(html)
  return new Response(renderFrame(html, config), {
    headers: {
      ...(links ? { Link: links } : {}),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  })
}
