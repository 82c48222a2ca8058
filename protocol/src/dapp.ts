import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/**
 * What sites and wallets see of each other. The loader reads the page's name, description and icons and sends
 * them over the channel; the frame takes them only for the origin it accepted
 * in the handshake and shows them to WalletConnect wallets as the proposer's
 * metadata. The worker attests that origin the way WalletConnect's Verify API
 * does, so a wallet can tell the site is who its metadata says.
 */

/** An icon the wallet fetches itself: an absolute http(s) URL, never a data: URI or script. */
const iconUrl = () => z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))

export const dappMetadata = lazy(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    description: z.string().check(z.trim(), z.maxLength(300)),
    /** The page's origin: must be the one the frame accepted, or the whole message is refused. */
    url: z.string().check(z.maxLength(300)),
    icons: z.array(iconUrl()).check(z.maxLength(4)),
  }),
)
export type DappMetadata = z.infer<ReturnType<typeof dappMetadata>>

/** The worker's Verify API: wallets read `{verifyUrl}/attestation/{id}`, as from WalletConnect's verify server. */
export const VerifyPaths = {
  base: '/verify/v2',
  attestation: '/verify/v2/attestation',
} as const

/** sign-client names an attestation by the SHA-256 (hex) of the request the wallet receives. */
export const attestationId = lazy(() => z.string().check(z.regex(/^[0-9a-f]{64}$/)))

/** The frame registers a proposal it is about to send, for the page origin it accepted. */
export const attestationBody = lazy(() =>
  z.object({
    projectId: z.string().check(z.minLength(1), z.maxLength(64)),
    id: attestationId(),
    origin: z.string().check(z.maxLength(300)),
  }),
)
export type AttestationBody = z.infer<ReturnType<typeof attestationBody>>

/** What a wallet reads: the shape WalletConnect's verify server answers with `v2Supported=true`. */
export type Attestation = { origin: string; isScam: boolean; isVerified: boolean }
