import * as z from 'zod/mini'
import { Alerts } from './alerts.js'
import { caipChainId } from './chain-data.js'
import { lazy } from './lazy.js'
import { FeatureIds } from './features.js'
import { locale } from './locale-schema.js'
import { networkInfo } from './network-info.js'
import { siwxProjectConfig } from './siwx.js'
import { Themes } from './views.js'

export const remoteFeatureId = lazy(() => z.enum(FeatureIds))

/**
 * Safe's WebAuthn shared signer and the packed verifiers it is configured with (see PasskeySafe):
 * one pair per worker, so a passkey account has one address on every chain. `signerFactory` makes
 * the signer contract of any further passkey of an account (its address follows from the key).
 */
export const passkeySigner = lazy(() =>
  z.object({
    sharedSigner: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    verifiers: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,44}$/)),
    signerFactory: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  }),
)
export type PasskeySigner = z.infer<ReturnType<typeof passkeySigner>>

export const remoteFeature = lazy(() =>
  z.object({
    id: remoteFeatureId(),
    isEnabled: z.boolean(),
    config: z.nullable(z.array(z.string())),
  }),
)
export type RemoteFeature = z.infer<ReturnType<typeof remoteFeature>>

/**
 * Feature values a snippet sets for itself (`data-features='{"swaps":false}'`,
 * `data-basic`): they hold only until the project's remote configuration arrives.
 */
export const localFeatures = lazy(() =>
  z.object({
    features: z.optional(z.partialRecord(remoteFeatureId(), z.boolean())),
    basic: z.optional(z.boolean()),
  }),
)
export type LocalFeatures = z.infer<ReturnType<typeof localFeatures>>

/** Body of the config service's `GET /appkit/v1/config`. */
export const remoteConfig = lazy(() =>
  z.object({
    features: z.array(remoteFeature()),
    /** Basic mode: every remote feature off, WalletConnect without the wallet directory. Absent: off. */
    basic: z.optional(z.boolean()),
  }),
)

export const projectId = lazy(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)))

const rpcChainKey = lazy(() => z.string().check(z.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/)))

/**
 * What the worker tells the frame document about its project. `alert` is set
 * when the frame must not serve the page: the handshake then answers with it.
 */
export const frameConfig = lazy(() =>
  z.object({
    projectId: z.string().check(z.maxLength(64)),
    /** The snippet's `data-theme`: the first paint's mode, before the page's theme arrives over the channel. */
    theme: z.enum(Themes),
    allowedOrigins: z.array(z.string()),
    features: z.array(remoteFeature()),
    alert: z.optional(z.enum([Alerts.invalidProjectId, Alerts.projectIdNotConfigured])),
    /** RPC endpoints by CAIP-2 chain id (`eip155:31337`), overriding the chains' public ones. */
    rpcUrls: z.optional(z.record(rpcChainKey(), z.url())),
    /**
     * More RPC endpoints of some of those chains: the frame ranks them with
     * the `rpcUrls` one (latency and stability) and reads from the best.
     */
    rpcFallbacks: z.optional(z.record(rpcChainKey(), z.array(z.url()).check(z.minLength(1), z.maxLength(7)))),
    /**
     * The project's networks, in its order: the frame offers exactly these
     * (each family's, its own); absent: the spec's default networks.
     */
    networks: z.optional(z.array(networkInfo()).check(z.minLength(1), z.maxLength(64))),
    /** `data-reconnect="false"` on the snippet: do not restore the previous connection. */
    reconnect: z.optional(z.boolean()),
    /** WalletConnect relay, when not the worker's own `/relay`. */
    relayUrl: z.optional(z.url({ protocol: /^wss?$/ })),
    /** Chain-data API, when not the worker's own origin. */
    chainDataUrl: z.optional(z.url({ protocol: /^https?$/ })),
    /** The suffix the worker registers names under. */
    nameSuffix: z.optional(z.string().check(z.regex(/^(\.[a-z0-9-]{1,63}){1,4}$/))),
    /** The project's default network (CAIP-2), where embedded accounts start; the eip155:1 when absent. */
    defaultNetwork: z.optional(caipChainId()),
    /** Networks (CAIP-2) where the worker has a swap backend; the Swap entry shows only on these. */
    swapNetworks: z.optional(z.array(caipChainId())),
    /** The on-ramp provider the worker generates checkout URLs for; no Buy entry when absent. */
    onrampProvider: z.optional(z.object({ name: z.string(), label: z.string(), feeRange: z.string(), supportedChains: z.array(z.string()) })),
    /** The project's sign-in with X settings; absent: sign-in is off unless the snippet asks for it. */
    siwx: z.optional(siwxProjectConfig()),
    /** Networks (CAIP-2) where the project enables smart accounts and the worker has a bundler; embedded accounts default to one there. */
    smartAccountNetworks: z.optional(z.array(caipChainId())),
    /** The WebAuthn signer the worker's passkey accounts use; absent: Safe's canonical one (PasskeySafe). */
    passkeySigner: z.optional(passkeySigner()),
    /** The project's basic mode (see `remoteConfig`). */
    basic: z.optional(z.boolean()),
    /** The snippet's own feature settings, applied until the remote configuration arrives. */
    local: z.optional(localFeatures()),
    /** Where the legal checkbox (feature `legalCheckbox`) links to. */
    legal: z.optional(z.object({ termsUrl: z.optional(z.url({ protocol: /^https?$/ })), privacyUrl: z.optional(z.url({ protocol: /^https?$/ })) })),
    /** `data-debug` on the snippet: the frame keeps its log in a ring buffer the page can read. */
    debug: z.optional(z.boolean()),
    /** The snippet's `data-locale`: the language the site chose; absent: the frame follows the browser's languages. */
    locale: z.optional(locale()),
  }),
)
export type FrameConfig = z.infer<ReturnType<typeof frameConfig>>
