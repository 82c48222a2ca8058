import { DEFAULT_LIMITS, type Limits } from '../../workers/src/rate-limit/limits.js'

/**
 * The local stack's rate limits (RATE_LIMITS): every browser of the e2e suite
 * shares 127.0.0.1, so they are the production ones fifty times over, but still
 * active so a burst gets a 429.
 */
export const DEV_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_LIMITS).map(([name, window]) => [name, { ...window, limit: window.limit * 50 }]),
) as Limits

/** The relay's (RELAY_LIMITS): the suite's wallets and frames all connect from 127.0.0.1. */
export const DEV_RELAY_LIMITS = { connectionsPerIp: 1_000, publishesPerWindow: 6_000 }
