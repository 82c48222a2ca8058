import * as z from 'zod'

/** Each chain's RPC URL (CAIP-2 id → URL): the first of its RPC_URLS entry. */
export type RpcUrls = Record<string, string>
/** Each chain's RPC URLs, as RPC_URLS lists them; the frame ranks them. */
export type RpcUrlLists = Record<string, string[]>

/** Scheme, plain host and port only: these origins are written into the CSP, so no `;`, `,` or spaces. */
const CSP_SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/

export const isCspSafeUrl = (url: string): boolean => URL.canParse(url) && CSP_SAFE_ORIGIN.test(new URL(url).origin)

const rpcUrl = z.url({ protocol: /^https?$/ })
/** A chain's entry: one URL, or several (at most 8) that the frame ranks by latency and stability. */
const rpcUrlsVar = z.record(z.string().regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/), z.union([rpcUrl, z.array(rpcUrl).min(1).max(8)]))

function parse(raw: string | undefined): RpcUrlLists {
  if (raw === undefined || raw.trim() === '') return {}
  try {
    const entries = Object.entries(rpcUrlsVar.parse(JSON.parse(raw))).map(([id, urls]): [string, string[]] => [
      id,
      [...new Set(typeof urls === 'string' ? [urls] : urls)],
    ])
    const unsafe = entries.flatMap(([, urls]) => urls).find((url) => !isCspSafeUrl(url))
    if (unsafe !== undefined) throw new Error(`${unsafe} is not an http(s) URL on a plain host`)
    return Object.fromEntries(entries)
  } catch (error) {
    const reason = error instanceof z.core.$ZodError ? z.prettifyError(error) : (error as Error).message
    console.error(`[porthole] RPC_URLS is ignored, the frame uses the chains' public RPC URLs: ${reason}`)
    return {}
  }
}

let cache: { raw: string | undefined; lists: RpcUrlLists; first: RpcUrls } | undefined

function read(raw: string | undefined) {
  if (cache === undefined || cache.raw !== raw) {
    const lists = parse(raw)
    cache = { raw, lists, first: Object.fromEntries(Object.entries(lists).map(([id, urls]) => [id, urls[0]!])) }
  }
  return cache
}

/**
 * The `RPC_URLS` variable: a JSON object of CAIP-2 chain id → RPC URL, or a
 * list of them. Parsed once per value, so a bad one is reported once, not on
 * every frame request. The worker's own reads use each chain's first URL.
 */
export function readRpcUrls(raw: string | undefined): RpcUrls {
  return read(raw).first
}

/** Every URL of each chain, the first first. */
export function readRpcUrlLists(raw: string | undefined): RpcUrlLists {
  return read(raw).lists
}

/** The frame config's further URLs (`rpcFallbacks`): each chain's after its first, where it has more. */
export function rpcFallbacks(lists: RpcUrlLists): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(lists)
      .filter(([, urls]) => urls.length > 1)
      .map(([id, urls]) => [id, urls.slice(1)]),
  )
}

export const rpcOrigins = (urls: RpcUrlLists | RpcUrls): string[] => [
  ...new Set(
    Object.values(urls)
      .flat()
      .map((url) => new URL(url).origin),
  ),
]
