// Worker secrets and local-only variables that wrangler.toml does not declare
// (`wrangler secret put`, or `--var` from `npm start`), so `wrangler types` cannot see them.
interface Env {
  /** 64 hex characters: encrypts embedded-wallet keys at rest. */
  EMBEDDED_WALLET_KEK?: string
  /** Bearer token of the HTTP mail API. */
  MAIL_API_KEY?: string
  /** Local stack only: wei given to each new embedded account on every RPC_URLS chain. */
  DEV_FUND_WEI?: string
}

declare namespace Cloudflare {
  interface Env {
    EMBEDDED_WALLET_KEK?: string
    MAIL_API_KEY?: string
    DEV_FUND_WEI?: string
  }
}
