import type { RemoteFeature } from '@porthole/protocol'
import { env, exports } from 'cloudflare:workers'
import { defaultFeatures } from '../src/projects/defaults.js'

export const BASE = 'https://porthole.test'

/** Writes a project row the way the CLI does. */
export async function seedProject(
  id: string,
  origins: string[],
  features: RemoteFeature[] = defaultFeatures(),
  defaultNetwork: string | null = null,
  returnUrls: string[] = [],
  { basic = false }: { basic?: boolean } = {},
): Promise<void> {
  await env.DB.prepare(
    'INSERT OR REPLACE INTO projects (id, name, allowed_origins, features, default_network, return_urls, basic, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(id, `Project ${id}`, JSON.stringify(origins), JSON.stringify(features), defaultNetwork, JSON.stringify(returnUrls), basic ? 1 : 0, Date.now())
    .run()
}

/** A request to the worker under test (at BASE unless `base` says otherwise); each test names its own client address. */
export function call(path: string, init: RequestInit & { origin?: string; ip?: string; base?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.origin) headers.set('Origin', init.origin)
  headers.set('CF-Connecting-IP', init.ip ?? crypto.randomUUID())
  return exports.default.fetch(new Request(`${init.base ?? BASE}${path}`, { ...init, headers }))
}

/** A Content-Security-Policy header as its directives, each with its values. */
export const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  )
