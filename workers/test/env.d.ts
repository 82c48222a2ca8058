import type { D1Migration } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      /** Read from workers/migrations by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[]
      /** wrangler.toml's [vars] as shipped (JSON), read by vitest.config.ts. */
      SHIPPED_VARS: string
      /** wrangler.toml's [[ratelimits]] as shipped (JSON), read by vitest.config.ts. */
      SHIPPED_RATELIMITS: string
      /** A per-IP limit of 8 per 60 s that a test can put in place of a class's binding. */
      TEST_RATE_LIMIT: RateLimit
      /** The local Solana cluster vitest.config.ts serves for the run. */
      TEST_SOLANA_RPC_URL: string
      /** Its seeded USDC-like mint, and a seeded account holding 1000 SOL and 250 of it. */
      TEST_SOLANA_USDC_MINT: string
      TEST_SOLANA_USDC_HOLDER: string
      /** The seeded anvils vitest.config.ts runs (JSON, CAIP-2 → URL): eip155:31337 only read, eip155:31338 for sent swaps. */
      TEST_RPC_URLS: string
      /** Their bundlers (JSON, CAIP-2 → URL), and where to POST stop, start or stop-at-send /<chain id> (devnet/src/test-bundlers.ts). */
      TEST_BUNDLER_URLS: string
      TEST_BUNDLER_CONTROL_URL: string
      /** The local stack's CHAIN_TOKENS and SWAP_BACKENDS (JSON) for those chains. */
      TEST_CHAIN_TOKENS: string
      TEST_SWAP_BACKENDS: string
      /** The seeded Safe 1.4.1 contracts a test Safe is made from (SafeL2, proxy factory, fallback handler; JSON). */
      TEST_SAFE_STACK: string
      /** The stand-in Farcaster IdRegistry on those anvils and its users' fids, usernames and custody keys (JSON, devnet's FARCASTER). */
      TEST_FARCASTER: string
    }
  }
}
