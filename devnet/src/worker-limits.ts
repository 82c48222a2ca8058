import { DEFAULT_AUTH_ADDRESS } from '../../workers/src/rate-limit/limits.js'

/**
 * The local stack's rate limits are the production ones this many times over: every
 * browser of the e2e suite shares 127.0.0.1. They stay active, so a burst still gets a 429.
 */
export const DEV_LIMIT_FACTOR = 50

/** The per-address limit (RATE_LIMITS); the per-IP ones are in the config of devnet/src/worker-config.ts. */
export const DEV_RATE_LIMITS = { authAddress: { ...DEFAULT_AUTH_ADDRESS, limit: DEFAULT_AUTH_ADDRESS.limit * DEV_LIMIT_FACTOR } }

/** The relay's (RELAY_LIMITS): the suite's wallets and frames all connect from 127.0.0.1. */
export const DEV_RELAY_LIMITS = { connectionsPerIp: 1_000, publishesPerWindow: 6_000 }
