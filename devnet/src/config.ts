/** Ports and addresses of the local stack; each port can be moved by an environment variable. */
import { PUBLISHED_DEV_KEK } from '../../workers/src/auth/kek.js'
import { LAMPORTS_PER_SOL, SOLANA_LOCALNET } from './solana/accounts.js'

export type StackConfig = {
  anvilPort: number
  anvil2Port: number
  workerPort: number
  demoPort: number
  /** The local OpenID provider standing in for the social login providers. */
  oidcPort: number
  /** The local Solana cluster's JSON-RPC and its PubSub websocket. */
  solanaPort: number
  solanaWsPort: number
  /** The ERC-4337 bundlers (alto) of chains 31337 and 31338. */
  bundlerPort: number
  bundler2Port: number
  /** Local D1, KV and Durable Object state of wrangler, shared by the CLI and the local worker. */
  stateDir: string
}

/** The two local chains: the second makes network switching real. */
export const CHAINS = [
  { id: 31337, name: 'anvil', port: 'anvilPort', portEnv: 'PORTHOLE_ANVIL_PORT', bundlerPort: 'bundlerPort', bundlerPortEnv: 'PORTHOLE_BUNDLER_PORT' },
  { id: 31338, name: 'anvil 2', port: 'anvil2Port', portEnv: 'PORTHOLE_ANVIL2_PORT', bundlerPort: 'bundler2Port', bundlerPortEnv: 'PORTHOLE_BUNDLER2_PORT' },
] as const

function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`${name} must be a port number, got '${raw}'`)
  return value
}

export function readStackConfig(): StackConfig {
  return {
    anvilPort: port('PORTHOLE_ANVIL_PORT', 8545),
    anvil2Port: port('PORTHOLE_ANVIL2_PORT', 8546),
    workerPort: port('PORTHOLE_WORKER_PORT', 8787),
    demoPort: port('PORTHOLE_DEMO_PORT', 5173),
    oidcPort: port('PORTHOLE_OIDC_PORT', 9400),
    solanaPort: port('PORTHOLE_SOLANA_PORT', 8899),
    solanaWsPort: port('PORTHOLE_SOLANA_WS_PORT', 8900),
    bundlerPort: port('PORTHOLE_BUNDLER_PORT', 4337),
    bundler2Port: port('PORTHOLE_BUNDLER2_PORT', 4338),
    stateDir: process.env.PORTHOLE_STATE_DIR ?? '.devnet/state',
  }
}

export type Chain = (typeof CHAINS)[number]

export const urls = (c: StackConfig) => ({
  anvil: (chain: Chain) => `http://127.0.0.1:${c[chain.port]}`,
  bundler: (chain: Chain) => `http://127.0.0.1:${c[chain.bundlerPort]}`,
  solana: `http://127.0.0.1:${c.solanaPort}`,
  // The worker (and so the frame) on a name, not an IP: WebAuthn refuses IP origins, and `localhost` is a
  // passkey's relying party. The demo site on 127.0.0.1, another site, so the frame stays cross-site.
  worker: `http://localhost:${c.workerPort}`,
  demo: `http://127.0.0.1:${c.demoPort}`,
  /** Where the social providers send the visitor back: the worker under either loopback name. */
  socialCallbacks: [`http://localhost:${c.workerPort}/auth/social/callback`, `http://127.0.0.1:${c.workerPort}/auth/social/callback`],
})

/**
 * The frame's RPC URLs of each chain by CAIP-2 id (the worker's RPC_URLS):
 * the local anvil, unless `PORTHOLE_RPC_URL_<chain id>` names another (the
 * benchmark puts a counting proxy there), and the local Solana cluster. With
 * `slowFirst` (a delaying proxy in front of the first anvil), that chain lists
 * it before the anvil itself, so the frame's RPC ranking has two endpoints to
 * choose between and is exercised on every run.
 */
export function frameRpcUrls(c: StackConfig, slowFirst?: string): Record<string, string | string[]> {
  const entries = CHAINS.map((chain): [string, string | string[]] => {
    const override = process.env[`PORTHOLE_RPC_URL_${chain.id}`]
    if (override && !URL.canParse(override)) throw new Error(`PORTHOLE_RPC_URL_${chain.id} must be a URL, got '${override}'`)
    if (override) return [`eip155:${chain.id}`, override]
    return [`eip155:${chain.id}`, slowFirst && chain.id === CHAINS[0].id ? [slowFirst, urls(c).anvil(chain)] : urls(c).anvil(chain)]
  })
  return { ...Object.fromEntries(entries), [SOLANA_LOCALNET]: urls(c).solana }
}

/** Where `npm start` records the delaying RPC proxy's address, for the ranking e2e. */
export const rpcProxyRecord = (c: StackConfig) => `${c.stateDir}/rpc-delay-proxy.json`
/** How late the delaying proxy answers the frame: well inside the ranking's 1000 ms ping timeout. */
export const RPC_PROXY_DELAY_MS = 300

/** The worker's BUNDLER_URLS: each anvil's bundler by CAIP-2 chain id. */
export function bundlerUrls(c: StackConfig): Record<string, string> {
  return Object.fromEntries(CHAINS.map((chain) => [`eip155:${chain.id}`, urls(c).bundler(chain)]))
}

/**
 * Local only: a fixed key-encryption key for embedded wallets (production sets
 * the EMBEDDED_WALLET_KEK secret; e2e reads it to prove keys never reach the page;
 * the worker refuses it outside development), 100 ETH for each new embedded
 * account on both anvils and 100 SOL on the local Solana cluster.
 */
export const DEV_WALLET_KEK = PUBLISHED_DEV_KEK
export const DEV_FUND_WEI = String(100n * 10n ** 18n)
export const DEV_FUND_LAMPORTS = String(100n * LAMPORTS_PER_SOL)

/** The `demo` project's default network: the first local chain, so a newcomer's email account shows its 100 ETH. */
export const DEMO_DEFAULT_NETWORK = `eip155:${CHAINS[0].id}`
