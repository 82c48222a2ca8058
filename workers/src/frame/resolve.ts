import { Alerts, projectId as projectIdSchema, type FrameConfig, type LocalFeatures, type Locale, type Theme } from '@porthole/protocol'
import type { Project } from '../projects/project.js'
import { findProject } from '../projects/repository.js'
import { frameSiwx } from '../siwx/config.js'
import { projectNetworkInfos } from '../networks/catalog.js'
import { rpcFallbacks } from './rpc-urls.js'

export type FrameProject = { kind: 'missing' } | { kind: 'invalid'; projectId: string } | { kind: 'known'; project: Project }

/** What the `projectId` query names: nothing, no project, or a project. */
export async function resolveProject(db: D1Database, raw: string | null): Promise<FrameProject> {
  if (raw === null || raw === '') return { kind: 'missing' }
  const parsed = projectIdSchema().safeParse(raw)
  if (!parsed.success) return { kind: 'invalid', projectId: '' }
  const project = await findProject(db, parsed.data)
  return project ? { kind: 'known', project } : { kind: 'invalid', projectId: parsed.data }
}

/** `nameSuffix`: the suffix the chain-data API registers names under, so the frame shows the same. */
/** `relayUrl`: the WalletConnect relay when it is not this worker's `/relay`. */
/**
 * `onrampProvider`: the on-ramp provider the worker is configured with, so the frame offers Buy;
 * `swapNetworks`: the networks whose swap backend can work, where the frame offers Swap.
 */
export type FrameOptions = {
  theme: Theme
  /** RPC_URLS: each chain's URL, or its URLs for the frame to rank. */
  rpcUrls: Record<string, string | string[]>
  reconnect: boolean
  nameSuffix?: string
  relayUrl?: string | undefined
  onrampProvider?: FrameConfig['onrampProvider']
  swapNetworks?: string[]
  /** The project's smart-account networks that have a bundler (smart-account/config.ts); empty: none. */
  smartAccountNetworks?: string[]
  /** The worker's passkey signer when it is not Safe's canonical one. */
  passkeySigner?: FrameConfig['passkeySigner']
  /** The snippet's `data-siwx`, as the frame URL's `siwx`. */
  siwx?: string | null
  /** The snippet's `data-features` and `data-basic`, as the frame URL's `features` and `basic`. */
  local?: LocalFeatures
  /** The snippet's `data-debug`. */
  debug?: boolean
  /** The snippet's `data-locale`, already checked against the supported list; absent: the frame follows the browser. */
  locale?: Locale | undefined
}

/** Alert frames serve no page, so only a known project's frame gets the RPC URLs and reconnect flag. */
export function frameConfigFor(
  resolved: FrameProject,
  {
    theme,
    rpcUrls,
    reconnect,
    nameSuffix,
    relayUrl,
    onrampProvider,
    swapNetworks,
    smartAccountNetworks = [],
    passkeySigner,
    siwx: askedSiwx = null,
    local,
    debug,
    locale,
  }: FrameOptions,
): FrameConfig {
  // Alert frames too: their one sentence is in the site's language.
  const language = locale ? { locale } : {}
  switch (resolved.kind) {
    case 'missing':
      return { projectId: '', theme, allowedOrigins: [], features: [], alert: Alerts.projectIdNotConfigured, ...language }
    case 'invalid':
      return { projectId: resolved.projectId, theme, allowedOrigins: [], features: [], alert: Alerts.invalidProjectId, ...language }
    case 'known': {
      const { id, allowedOrigins, features, defaultNetwork, basic, termsUrl, privacyUrl } = resolved.project
      const siwx = frameSiwx(resolved.project, askedSiwx)
      const lists = Object.fromEntries(Object.entries(rpcUrls).map(([chain, urls]) => [chain, typeof urls === 'string' ? [urls] : urls]))
      const fallbacks = rpcFallbacks(lists)
      const networks = projectNetworkInfos(resolved.project.networks)
      return {
        projectId: id,
        theme,
        allowedOrigins,
        features,
        rpcUrls: Object.fromEntries(Object.entries(lists).flatMap(([chain, urls]) => (urls[0] ? [[chain, urls[0]]] : []))),
        ...(Object.keys(fallbacks).length > 0 ? { rpcFallbacks: fallbacks } : {}),
        ...(networks.length > 0 ? { networks } : {}),
        reconnect,
        ...(nameSuffix ? { nameSuffix } : {}),
        ...(relayUrl ? { relayUrl } : {}),
        ...(defaultNetwork ? { defaultNetwork } : {}),
        ...(onrampProvider ? { onrampProvider } : {}),
        ...(swapNetworks ? { swapNetworks } : {}),
        ...(smartAccountNetworks.length > 0 ? { smartAccountNetworks } : {}),
        ...(passkeySigner ? { passkeySigner } : {}),
        ...(siwx ? { siwx } : {}),
        ...(basic ? { basic } : {}),
        ...(local && (local.basic !== undefined || Object.keys(local.features ?? {}).length > 0) ? { local } : {}),
        ...(termsUrl || privacyUrl ? { legal: { ...(termsUrl ? { termsUrl } : {}), ...(privacyUrl ? { privacyUrl } : {}) } } : {}),
        ...(debug ? { debug } : {}),
        ...language,
      }
    }
  }
}
