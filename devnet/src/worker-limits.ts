/**
 * The local stack's rate limits (RATE_LIMITS): every browser of the e2e suite
 * shares 127.0.0.1, so they are generous, but still active so a burst gets a 429.
 */
export const DEV_RATE_LIMITS = {
  config: { limit: 2_000, windowSeconds: 10 },
  auth: { limit: 2_000, windowSeconds: 60 },
  authAddress: { limit: 500, windowSeconds: 60 },
  api: { limit: 5_000, windowSeconds: 60 },
  directory: { limit: 2_000, windowSeconds: 60 },
  image: { limit: 10_000, windowSeconds: 60 },
}

/** The relay's (RELAY_LIMITS): the suite's wallets and frames all connect from 127.0.0.1. */
export const DEV_RELAY_LIMITS = { connectionsPerIp: 1_000, publishesPerWindow: 6_000 }
