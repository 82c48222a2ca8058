/** Cache ages, in seconds; an aggregator's token list changes rarely and its API counts every call. */
export const CACHE_SECONDS = { balance: 30, identity: 300, swapTokens: 3600 } as const

/** The colo's cache (the Workers runtime's `caches.default`, which DOM typings lack). */
const colo = () => (caches as unknown as { default: Cache }).default

const keyUrl = (kind: string, key: string) => `https://chain-data.cache/${kind}/${encodeURIComponent(key)}`

/**
 * A JSON answer kept in the colo's cache for `seconds`: repeated requests within
 * that time cost no chain call. `force` recomputes and replaces the entry.
 */
export async function cachedJson<T>(kind: keyof typeof CACHE_SECONDS, key: string, force: boolean, compute: () => Promise<T>): Promise<T> {
  const cache = colo()
  const url = keyUrl(kind, key)
  if (!force) {
    const hit = await cache.match(url)
    if (hit) return (await hit.json()) as T
  }
  const value = await compute()
  const response = new Response(JSON.stringify(value), { headers: { 'Cache-Control': `max-age=${CACHE_SECONDS[kind]}`, 'Content-Type': 'application/json' } })
  await cache.put(url, response)
  return value
}

/** Drops an entry, so a change (a registered name) shows at once. */
export async function forget(kind: keyof typeof CACHE_SECONDS, key: string): Promise<void> {
  await colo().delete(keyUrl(kind, key))
}
