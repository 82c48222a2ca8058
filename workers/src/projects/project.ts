import {
  caipChainId,
  formatOriginPattern,
  parseOriginPattern,
  remoteFeature,
  siwxProjectConfig,
  type OriginPattern,
  type RemoteFeature,
  type SiwxProjectConfig,
} from '@porthole/protocol'
import * as z from 'zod'
import { isPublicSuffixWildcard } from './public-suffix.js'

export type Project = {
  id: string
  name: string
  /** Canonical origin patterns, each a valid CSP source expression. */
  allowedOrigins: string[]
  features: RemoteFeature[]
  /** CAIP-2 id of the network embedded accounts start on; none means the spec's eip155:1. */
  defaultNetwork?: string
  /** CAIP-2 ids of the networks the frame offers, in order (networks/catalog.ts); empty: the spec's defaults. */
  networks: string[]
  /** Exact page addresses a social login by redirect may return to. */
  returnUrls: string[]
  /** Sign-in with X settings; none means sign-in is off unless the snippet asks for it. */
  siwx?: SiwxProjectConfig
  /** CAIP-2 ids of the eip155 networks where embedded accounts get a smart account (the frame offers those with a bundler). */
  smartAccountNetworks: string[]
  /** Basic mode: every remote feature off, WalletConnect without the wallet directory. */
  basic: boolean
  /** Where the legal checkbox's terms and privacy links go. */
  termsUrl?: string
  privacyUrl?: string
  createdAt: number
}

const jsonText = <T>(schema: z.core.$ZodType<T>) =>
  z.string().transform((text, ctx): T => {
    try {
      return z.parse(schema, JSON.parse(text))
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Invalid JSON column' })
      return z.NEVER
    }
  })

const originPattern = z.string().transform((text, ctx) => {
  const pattern = parseOriginPattern(text)
  if (pattern) return pattern
  ctx.addIssue({ code: 'custom', message: `Invalid origin pattern: ${text}` })
  return z.NEVER
})

/**
 * The row's patterns but a wildcard on a public suffix, which the CLI refuses
 * and a hand-edited row could still hold: it is dropped, and logged.
 */
function safePatterns(patterns: OriginPattern[], projectId: string): string[] {
  const unsafe = patterns.filter(isPublicSuffixWildcard)
  if (unsafe.length > 0) console.warn(`project '${projectId}': ignoring wildcard origins on public suffixes: ${unsafe.map(formatOriginPattern).join(' ')}`)
  return patterns.filter((p) => !isPublicSuffixWildcard(p)).map(formatOriginPattern)
}

/**
 * A page a social login by redirect returns to: an absolute http(s) URL
 * without a fragment, compared as written (its `href`), never by prefix.
 */
export const returnUrl = () =>
  z
    .url({ protocol: /^https?$/ })
    .max(2_048)
    .refine((text) => !text.includes('#'), 'A return URL has no fragment')
    .transform((text) => new URL(text).href)

/** A terms or privacy page the legal checkbox links to: an absolute http(s) URL. */
export const legalUrl = () => z.url({ protocol: /^https?$/ }).max(2_048)

/** A network smart accounts can be enabled on: ERC-4337 is an EVM matter. */
export const smartAccountNetwork = () => z.string().regex(/^eip155:[1-9][0-9]{0,31}$/, 'Smart accounts exist on eip155 networks only')

/** A row as D1 returns it; anything else means the table was edited by hand. */
export const projectRow = z
  .object({
    id: z.string(),
    name: z.string(),
    allowed_origins: jsonText(z.array(originPattern)),
    features: jsonText(z.array(remoteFeature())),
    default_network: z.nullable(caipChainId()),
    return_urls: jsonText(z.array(returnUrl())),
    siwx: z.nullable(jsonText(siwxProjectConfig())),
    smart_account_networks: z.nullable(jsonText(z.array(smartAccountNetwork()))),
    networks: z.nullable(jsonText(z.array(z.string()))),
    basic: z.number().transform((flag) => flag === 1),
    terms_url: z.nullable(legalUrl()),
    privacy_url: z.nullable(legalUrl()),
    created_at: z.number(),
  })
  .transform((row): Project => ({
    id: row.id,
    name: row.name,
    allowedOrigins: safePatterns(row.allowed_origins, row.id),
    features: row.features,
    ...(row.default_network === null ? {} : { defaultNetwork: row.default_network }),
    returnUrls: row.return_urls,
    ...(row.siwx === null ? {} : { siwx: row.siwx }),
    smartAccountNetworks: row.smart_account_networks ?? [],
    networks: row.networks ?? [],
    basic: row.basic,
    ...(row.terms_url === null ? {} : { termsUrl: row.terms_url }),
    ...(row.privacy_url === null ? {} : { privacyUrl: row.privacy_url }),
    createdAt: row.created_at,
  }))

/** The columns `projectRow` reads, for every query that loads a project. */
export const PROJECT_COLUMNS =
  'id, name, allowed_origins, features, default_network, return_urls, siwx, smart_account_networks, networks, basic, terms_url, privacy_url, created_at'
