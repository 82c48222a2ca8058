/** The part of `fetch` the frame uses, so tests can hand in their own. */
export type Fetch = (
  url: string,
  init?: { signal?: AbortSignal | undefined; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
) => Promise<Response>
