import * as z from 'zod/mini'
import { projectId } from './frame-config.js'
import { lazy } from './lazy.js'
import { solanaAddress } from './solana.js'

/**
 * Sign In With Farcaster. The worker serves the
 * relay API of Farcaster Auth (`/v1/channel…`, as @farcaster/auth-client calls
 * it): the frame opens a channel, shows its URL as a QR code and deep link,
 * and polls its status; the visitor's Farcaster client signs the SIWF message
 * with the FID's custody key and posts it to the channel. The frame then
 * redeems the channel, with a secret only it holds, for an embedded-wallet
 * session keyed by the FID.
 */
export const FarcasterPaths = {
  channel: '/v1/channel',
  authenticate: '/v1/channel/authenticate',
  status: '/v1/channel/status',
  /** The frame's own routes (same origin only). */
  start: '/auth/farcaster/start',
  complete: '/auth/farcaster/complete',
} as const

/** A channel lives this long (AuthKit's default sign-in timeout). */
export const FARCASTER_CHANNEL_TTL_MS = 5 * 60_000
/** How often the frame asks for the channel's status: the social popup's cadence. */
export const FARCASTER_POLL_MS = 1_000

const token = () => z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))
const isoTime = () => z.optional(z.iso.datetime())

/** `POST /v1/channel`: what the app asks the Farcaster client to sign. */
export const createChannelRequest = lazy(() =>
  z.object({
    siweUri: z.url().check(z.maxLength(512)),
    domain: z.string().check(z.minLength(1), z.maxLength(253), z.regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/)),
    nonce: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{8,96}$/))),
    notBefore: isoTime(),
    expirationTime: isoTime(),
    requestId: z.optional(z.string().check(z.maxLength(128))),
    redirectUrl: z.optional(z.url().check(z.maxLength(512))),
    acceptAuthAddress: z.optional(z.boolean()),
  }),
)
export type CreateChannelRequest = z.infer<ReturnType<typeof createChannelRequest>>

export const channel = lazy(() => z.object({ channelToken: token(), url: z.url(), nonce: z.string() }))
export type FarcasterChannel = z.infer<ReturnType<typeof channel>>

/** `POST /v1/channel/authenticate`: the Farcaster client's signed message and the user it names. */
export const authenticateRequest = lazy(() =>
  z.object({
    message: z.string().check(z.minLength(1), z.maxLength(4_096)),
    signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130,}$/), z.maxLength(4_096)),
    fid: z.number().check(z.int(), z.positive()),
    authMethod: z.optional(z.enum(['custody', 'authAddress'])),
    username: z.optional(z.string().check(z.maxLength(64))),
    displayName: z.optional(z.string().check(z.maxLength(128))),
    bio: z.optional(z.string().check(z.maxLength(512))),
    pfpUrl: z.optional(z.url().check(z.maxLength(1_024))),
  }),
)
export type AuthenticateRequest = z.infer<ReturnType<typeof authenticateRequest>>

/** `GET /v1/channel/status` (202 while pending, 200 once completed), in the relay's shape. */
export const channelStatus = lazy(() =>
  z.object({
    state: z.enum(['pending', 'completed']),
    nonce: z.string(),
    url: z.string(),
    message: z.optional(z.string()),
    signature: z.optional(z.string()),
    fid: z.optional(z.number()),
    username: z.optional(z.string()),
  }),
)
export type ChannelStatus = z.infer<ReturnType<typeof channelStatus>>

/** The frame's channel: the relay's, plus the secret that alone redeems it. */
export const farcasterStartRequest = lazy(() => z.object({ projectId: projectId() }))
export const farcasterStart = lazy(() => z.object({ channelToken: token(), url: z.url(), nonce: z.string(), secret: token() }))
export type FarcasterStart = z.infer<ReturnType<typeof farcasterStart>>

export const farcasterCompleteRequest = lazy(() => z.object({ projectId: projectId(), channelToken: token(), secret: token() }))

/** The embedded wallet's session for the FID, as social login's. */
export const farcasterSession = lazy(() =>
  z.object({
    token: z.string().check(z.minLength(16), z.maxLength(512)),
    address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    solanaAddress: solanaAddress(),
    expiresAt: z.number(),
    provider: z.literal('farcaster'),
    username: z.optional(z.string().check(z.maxLength(256))),
  }),
)
export type FarcasterSession = z.infer<ReturnType<typeof farcasterSession>>
