/** The parameter a redirect-mode social login comes back with (protocol's RESULT_URI_PARAM). */
const RESULT_URI_PARAM = 'result_uri'

type Address = { location: { href: string }; history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void } }

/**
 * A social login that returned by redirect carries `result_uri` in
 * the page's address. It is read once and removed from the address (the
 * page's history keeps no copy); the frame redeems it.
 */
export function takeResultUri({ location, history }: Address): string | undefined {
  const url = new URL(location.href)
  const value = url.searchParams.get(RESULT_URI_PARAM)
  if (value === null) return undefined
  url.searchParams.delete(RESULT_URI_PARAM)
  history.replaceState(history.state, '', url.href)
  return value
}
