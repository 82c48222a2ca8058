import type { Fetch } from '../http/fetch.js'

type Answer = { status?: number; body: unknown } | Error

export type FakeChainData = {
  fetch: Fetch
  /** Every call, as path and query (GET) or body (POST). */
  calls: { method: string; path: string; query: Record<string, string>; body?: unknown }[]
  /** What a path (e.g. `/v1/account/0x…/balance`) answers from now on; a function sees the query. */
  answer(path: string, answer: Answer | ((query: Record<string, string>, body: unknown) => Answer)): void
}

/** The worker's chain-data API as a fetch: each path answers what the test set, 404 otherwise. */
export function fakeChainData(): FakeChainData {
  const answers = new Map<string, Answer | ((query: Record<string, string>, body: unknown) => Answer)>()
  const calls: FakeChainData['calls'] = []
  const fetch: Fetch = async (url, init) => {
    const parsed = new URL(url, 'http://frame.test')
    const query = Object.fromEntries(parsed.searchParams)
    const body = init?.body === undefined ? undefined : JSON.parse(init.body)
    calls.push({ method: init?.method ?? 'GET', path: parsed.pathname, query, ...(body === undefined ? {} : { body }) })
    const entry = answers.get(parsed.pathname)
    const answer = typeof entry === 'function' ? entry(query, body) : entry
    if (answer instanceof Error) throw answer
    if (!answer) return new Response('{"error":"not found"}', { status: 404 })
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
  }
  return { fetch, calls, answer: (path, answer) => void answers.set(path, answer) }
}
