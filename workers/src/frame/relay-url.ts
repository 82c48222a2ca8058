import { frameConfig } from '@porthole/protocol'

/** Scheme, plain host and port only: the origin is written into the CSP. */
const CSP_SAFE_ORIGIN = /^wss?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/

let cache: { raw: string | undefined; url: string | undefined } | undefined

function parse(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const parsed = frameConfig().shape.relayUrl.safeParse(raw.trim())
  const url = parsed.success ? parsed.data : undefined
  if (url === undefined || !CSP_SAFE_ORIGIN.test(new URL(url).origin)) {
    console.error(`[porthole] RELAY_URL is ignored, the frame uses this worker's /relay: '${raw}' is not a ws(s) URL on a plain host`)
    return undefined
  }
  return url
}

/**
 * The `RELAY_URL` variable: the WalletConnect relay the frame uses instead of
 * this worker's own `/relay`. Parsed once per value, so a bad one is reported once.
 */
export function readRelayUrl(raw: string | undefined): string | undefined {
  if (cache === undefined || cache.raw !== raw) cache = { raw, url: parse(raw) }
  return cache.url
}

/** The relay's origin as the CSP names it (`wss://host:port`). */
export const relayOrigin = (url: string): string => {
  const { protocol, host } = new URL(url)
  return `${protocol}//${host}`
}
