/** The part of `fetch` the frame uses, so tests can hand in their own. */
export type Fetch = (
  url: string,
  init?: { signal?: AbortSignal | undefined; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
) => Promise<Response>

/** Reaches the worker's embedded-wallet API (POST bodies, Authorization): the embedded wallet's, the social and the Farcaster logins' requests. */
export type AuthFetch = (url: string, init: RequestInit) => Promise<Response>
