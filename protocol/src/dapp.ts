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

/**
 * The worker's Verify API, at the `verifyUrl` the frame gives wallets: every
 * attestation is unknown there, since no server can prove which page sent a
 * request (a script forges every header a browser would send).
 */
export const VerifyPaths = {
  base: '/verify/v2',
  attestation: '/verify/v2/attestation',
} as const
