// Worker secrets and local-only variables that wrangler.toml does not declare
// (`wrangler secret put`, or `--var` from `npm start`), so `wrangler types` cannot see them.
interface Env {
  /** 64 hex characters: encrypts embedded-wallet keys at rest. */
  EMBEDDED_WALLET_KEK?: string
  /** The version of EMBEDDED_WALLET_KEK (default 1); each stored key records the version it is under. */
  EMBEDDED_WALLET_KEK_VERSION?: string
  /** During a rotation: the KEK of version EMBEDDED_WALLET_KEK_VERSION - 1, still readable. */
  EMBEDDED_WALLET_KEK_PREVIOUS?: string
  /** Bearer token of the HTTP mail API. */
  MAIL_API_KEY?: string
  /** Meld's API key, with ONRAMP_PROVIDER "meld". */
  MELD_API_KEY?: string
  /** Bearer token of 1inch's Swap API, for the "1inch" swap backends of SWAP_BACKENDS. */
  SWAP_AGGREGATOR_API_KEY?: string
  /** Local stack only: wei given to each new embedded account on every RPC_URLS chain. */
  DEV_FUND_WEI?: string
  /** Local stack only: lamports airdropped to each new embedded Solana account on every solana RPC_URLS chain. */
  DEV_FUND_LAMPORTS?: string
  /** Local stack only ("true", `npm run bench:worker`): no rate limit is counted; ignored unless ENVIRONMENT is "development". */
  DEV_RATE_LIMITS_OFF?: string
}

declare namespace Cloudflare {
  interface Env {
    EMBEDDED_WALLET_KEK?: string
    EMBEDDED_WALLET_KEK_VERSION?: string
    EMBEDDED_WALLET_KEK_PREVIOUS?: string
    MAIL_API_KEY?: string
    MELD_API_KEY?: string
    SWAP_AGGREGATOR_API_KEY?: string
    DEV_FUND_WEI?: string
    DEV_FUND_LAMPORTS?: string
    DEV_RATE_LIMITS_OFF?: string
  }
}
