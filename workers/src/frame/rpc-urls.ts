import { frameConfig, type FrameConfig } from '@porthole/protocol'
import * as z from 'zod'

export type RpcUrls = NonNullable<FrameConfig['rpcUrls']>

/** Scheme, plain host and port only: these origins are written into the CSP, so no `;`, `,` or spaces. */
const CSP_SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/

function parse(raw: string | undefined): RpcUrls {
  if (raw === undefined || raw.trim() === '') return {}
  try {
    const urls = frameConfig().shape.rpcUrls.parse(JSON.parse(raw)) ?? {}
    const unsafe = Object.values(urls).find((url) => !CSP_SAFE_ORIGIN.test(new URL(url).origin))
    if (unsafe !== undefined) throw new Error(`${unsafe} is not an http(s) URL on a plain host`)
    return urls
  } catch (error) {
    const reason = error instanceof z.core.$ZodError ? z.prettifyError(error) : (error as Error).message
    console.error(`[porthole] RPC_URLS is ignored, the frame uses the chains' public RPC URLs: ${reason}`)
    return {}
  }
}

let cache: { raw: string | undefined; urls: RpcUrls } | undefined

/**
 * The `RPC_URLS` variable: a JSON object of CAIP-2 chain id → RPC URL. Parsed
 * once per value, so a bad one is reported once, not on every frame request.
 */
export function readRpcUrls(raw: string | undefined): RpcUrls {
  if (cache === undefined || cache.raw !== raw) cache = { raw, urls: parse(raw) }
  return cache.urls
}

export const rpcOrigins = (urls: RpcUrls): string[] => [...new Set(Object.values(urls).map((url) => new URL(url).origin))]
