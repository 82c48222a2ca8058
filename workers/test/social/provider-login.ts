/**
 * Drives the local OpenID provider's login form the way a browser would:
 * follows its redirects by hand, keeping its cookies, until it sends the
 * visitor back to the worker's callback, whose address it returns.
 */
export async function loginAtProvider(authorizationUrl: string, username = 'alice', password = 'porthole'): Promise<URL> {
  const cookies = new Map<string, string>()
  const send = async (url: URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers)
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    return response
  }
  const next = (response: Response, from: URL): URL => {
    const location = response.headers.get('Location')
    if (response.status < 300 || response.status >= 400 || location === null)
      throw new Error(`Expected a redirect from ${from.pathname}, got ${response.status}`)
    return new URL(location, from)
  }

  let url = new URL(authorizationUrl)
  const toInteraction = await send(url)
  await toInteraction.body?.cancel()
  url = next(toInteraction, url)
  const form = await send(new URL(`${url.pathname}/login`, url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  })
  await form.body?.cancel()
  url = next(form, url)
  // The provider resumes the authorization, grants consent, then sends the visitor back with a code.
  for (let hop = 0; hop < 5 && url.origin !== 'https://porthole.test'; hop++) {
    const response = await send(url)
    await response.body?.cancel()
    url = next(response, url)
  }
  return url
}
