import * as z from 'zod/mini'
import { lazy } from './lazy.js'
import { Namespaces } from './chain-family.js'

/** EIP-1193 request arguments as they cross the channel. */
export const rpcRequest = lazy(() =>
  z.object({
    method: z.string().check(z.minLength(1), z.maxLength(128)),
    params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
    /** CAIP-2 (or a Wallet Standard chain such as `solana:devnet`) the request is for; the family's active network when absent. */
    chainId: z.optional(z.string().check(z.maxLength(64), z.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/))),
    /** The chain family whose methods these are (`porthole.request`); the EIP-1193 provider's and Solana's requests name none. */
    namespace: z.optional(z.enum(Namespaces)),
  }),
)
export type RpcRequest = z.infer<ReturnType<typeof rpcRequest>>

/** Page-side requests wait on people (connect, approve): the spec's request expiry, 5 minutes. */
export const PROVIDER_REQUEST_TIMEOUT_MS = 300_000

export const ProviderEvents = ['connect', 'disconnect', 'chainChanged', 'accountsChanged', 'message'] as const
export const providerEvent = lazy(() => z.enum(ProviderEvents))
export type ProviderEvent = (typeof ProviderEvents)[number]

export const walletUuid = lazy(() => z.string().check(z.minLength(1), z.maxLength(64)))

/**
 * A wallet injected in the host page (EIP-6963 info, or the legacy
 * `window.ethereum` with uuid 'injected'). The icon is a data URI of an
 * image, shown only through <img>.
 */
export const hostWallet = lazy(() =>
  z.object({
    uuid: walletUuid(),
    name: z.string().check(z.minLength(1), z.maxLength(64)),
    icon: z.string().check(z.maxLength(200_000), z.regex(/^data:image\/(?:svg\+xml|png|jpeg|webp|gif)[;,]/)),
    rdns: z.string().check(z.maxLength(128)),
    /**
     * The chain family it serves: absent for EIP-1193 wallets; 'solana' for Wallet Standard and legacy
     * `window.solana` wallets; 'bip122' for Wallet Standard Bitcoin wallets; 'polkadot' for
     * `window.injectedWeb3` extensions; 'cosmos' for Keplr-compatible `window.keplr` wallets.
     */
    namespace: z.optional(z.enum(Namespaces)),
    /** A Wallet Standard wallet's chains (`solana:mainnet`, `bitcoin:mainnet` …). */
    chains: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(16))),
  }),
)
export type HostWallet = z.infer<ReturnType<typeof hostWallet>>
export const hostWallets = lazy(() => z.array(hostWallet()).check(z.maxLength(32)))

/** The uuid the loader gives the legacy `window.ethereum` when no announced wallet is the same object. */
export const LEGACY_INJECTED_UUID = 'injected'
/** The uuid of the legacy `window.phantom.solana` / `window.solana` when no Wallet Standard wallet is the same. */
export const LEGACY_SOLANA_UUID = 'injected-solana'
