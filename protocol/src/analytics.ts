import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/** Analytics: the widget's main moments the frame reports to `POST /e`. */
export const AnalyticsEvents = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'SWITCH_NETWORK',
  'OPEN_VIEW',
  'ERROR_FETCH_TRANSACTIONS',
] as const
export type AnalyticsEventName = (typeof AnalyticsEvents)[number]

/** Where the worker answers analytics, on the frame's own origin. */
export const AnalyticsPaths = { config: '/getAnalyticsConfig', events: '/e' } as const

/** At most this many events in one `POST /e`. */
export const ANALYTICS_BATCH_MAX = 20

/**
 * An event's properties: a few short scalar values (view, connector, network,
 * error code; the address, cursor and account type of a failed activity fetch).
 * Nothing with an '@' passes: no email address ever reaches the store.
 */
export const analyticsProperties = lazy(() =>
  z
    .record(
      z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/)),
      z.union([
        z.string().check(
          z.maxLength(256),
          z.refine((text) => !text.includes('@'), 'No personal data'),
        ),
        z.number(),
        z.boolean(),
        z.null(),
      ]),
    )
    .check(z.refine((record) => Object.keys(record).length <= 10, 'At most 10 properties')),
)

export const analyticsEvent = lazy(() =>
  z.object({
    eventId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
    /** The page's origin (the frame knows no more of its address). */
    url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2_048)),
    domain: z.string().check(z.regex(/^[A-Za-z0-9.-]{1,253}$/)),
    timestamp: z.number().check(z.int(), z.positive()),
    props: z.object({
      type: z.enum(['track', 'error']),
      event: z.enum(AnalyticsEvents),
      properties: z.optional(analyticsProperties()),
    }),
  }),
)
export type AnalyticsEvent = z.infer<ReturnType<typeof analyticsEvent>>

/** The body of `POST /e`: one event or a batch. */
export const analyticsBody = lazy(() => z.union([analyticsEvent(), z.array(analyticsEvent()).check(z.minLength(1), z.maxLength(ANALYTICS_BATCH_MAX))]))

/** `GET /getAnalyticsConfig`'s answer. */
export const analyticsConfig = lazy(() => z.object({ isAnalyticsEnabled: z.boolean() }))
