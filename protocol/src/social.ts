import * as z from 'zod/mini'
import { projectId } from './frame-config.js'
import { lazy } from './lazy.js'
import { solanaAddress } from './solana.js'

/**
 * Social login between the frame and the worker (same origin): the frame
 * starts a flow by posting a form into the login window, the window comes back
 * to the worker's callback, which hands a resultUri to the frame (a message
 * from the popup, or the page address by redirect), and the frame redeems it
 * with the key only it holds.
 */
/** The providers reached over OAuth 2.0 / OpenID Connect (Farcaster is not one of them). */
export const OAuthProviders = ['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const
export const oauthProvider = lazy(() => z.enum(OAuthProviders))
export type OAuthProvider = z.infer<ReturnType<typeof oauthProvider>>

/** The page address a redirect-mode login returns to carries this parameter. */
export const RESULT_URI_PARAM = 'result_uri'
/** The window name of the login popup: the start form is posted into it. */
export const SOCIAL_POPUP_NAME = 'porthole-social-login'
/** Tags the one message the callback page posts to the frame. */
export const SOCIAL_RESULT_TAG = 'porthole:social-result'
/** The social popup's size and how often the frame checks whether it was closed. */
export const SOCIAL_POPUP = { width: 600, height: 800, pollMs: 1_000 } as const

const base64url = (min: number, max: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.minLength(min), z.maxLength(max))

/**
 * The form the frame posts into the login window (the popup, or the whole tab
 * by redirect) to start a flow. It is a navigation, so the worker's answer, a
 * first-party cookie binding the flow to this browser, lands in that window.
 */
export const socialStartRequest = lazy(() =>
  z.object({
    provider: oauthProvider(),
    projectId: projectId(),
    /** Made by the frame and kept in its storage: only the frame can open the result. */
    resultKey: base64url(43, 43),
    /** Redirect mode: the page address to come back to, registered for the project; a popup flow leaves it out. */
    returnTo: z.optional(z.url().check(z.maxLength(2_048))),
  }),
)
export type SocialStartRequest = z.infer<ReturnType<typeof socialStartRequest>>

export const socialResultMessage = lazy(() => z.object({ type: z.literal(SOCIAL_RESULT_TAG), resultUri: z.url().check(z.maxLength(2_048)) }))
export type SocialResultMessage = z.infer<ReturnType<typeof socialResultMessage>>

export const socialResultRequest = lazy(() => z.object({ resultUri: z.url().check(z.maxLength(2_048)), resultKey: base64url(43, 43) }))
export type SocialResultRequest = z.infer<ReturnType<typeof socialResultRequest>>

/** What the frame gets for a finished login: the embedded wallet's session, with its EVM and Solana addresses. */
export const socialSession = lazy(() =>
  z.object({
    token: z.string().check(z.minLength(16), z.maxLength(512)),
    address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    solanaAddress: solanaAddress(),
    expiresAt: z.number(),
    provider: oauthProvider(),
    username: z.optional(z.string().check(z.maxLength(256))),
  }),
)
export type SocialSession = z.infer<ReturnType<typeof socialSession>>
