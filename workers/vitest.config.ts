import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { unstable_readConfig } from 'wrangler'
import { socialWorkerBindings, startOpenIdProvider } from '../devnet/src/openid-provider.js'
import { FARCASTER, SAFE_4337 } from '../devnet/src/seed/addresses.js'
import { chainTokens } from '../devnet/src/seed/index.js'
import { startSeededAnvil } from '../devnet/src/seed/seeded-anvil.js'
import { SOLANA_ACCOUNTS, SOLANA_USDC } from '../devnet/src/solana/accounts.js'
import { startLocalSolana } from '../devnet/src/solana/start-local-solana.js'
import { localSwapBackends } from '../devnet/src/swap-backends.js'
import { startTestBundlers } from '../devnet/src/test-bundlers.js'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Social login is tested against the local stack's real OpenID provider, on a
 * free loopback port, configured for all six providers as in `npm start`.
 */
async function socialBindings(): Promise<Record<string, string>> {
  const { issuer, server } = await startOpenIdProvider({ port: 0, redirectUris: ['https://porthole.test/auth/social/callback'] })
  server.unref()
  return socialWorkerBindings(issuer)
}

/**
 * The local stack's Solana cluster (litesvm, seeded as by `npm start`) on free
 * loopback ports: workerd cannot load litesvm, so the embedded wallet's signed
 * transactions and the Solana balances are checked against this one, run here.
 */
async function solanaBindings(): Promise<Record<string, string>> {
  const node = await startLocalSolana({ rpcPort: 0, wsPort: 0 })
  node.unref()
  // account-1 of the seed holds 1000 SOL and 250 of the USDC-like mint; the tests never spend from it.
  return { TEST_SOLANA_RPC_URL: node.rpcUrl, TEST_SOLANA_USDC_MINT: SOLANA_USDC.mint, TEST_SOLANA_USDC_HOLDER: SOLANA_ACCOUNTS[1] }
}

/**
 * Both local anvils, seeded as by `npm start` (about half a second once solc's
 * output is cached), with the worker's CHAIN_TOKENS and SWAP_BACKENDS of the
 * local stack: the swap API is tested against the real Uniswap V2 contracts.
 * Chain 31337 is only read, but for smart accounts' UserOperations; the tests that send swaps send
 * them on 31338. Each anvil has a real bundler (alto), which the tests can stop and start again.
 */
async function startAnvils(): Promise<Record<string, string>> {
  const [reads, writes] = await Promise.all([startSeededAnvil(31337), startSeededAnvil(31338)])
  const rpcUrls = { 'eip155:31337': reads.rpcUrl, 'eip155:31338': writes.rpcUrl }
  const bundlers = await startTestBundlers(rpcUrls)
  return {
    TEST_RPC_URLS: JSON.stringify(rpcUrls),
    TEST_SAFE_STACK: JSON.stringify({
      singleton: SAFE_4337.safeL2Singleton,
      factory: SAFE_4337.safeProxyFactory,
      fallbackHandler: SAFE_4337.compatibilityFallbackHandler,
    }),
    TEST_BUNDLER_URLS: JSON.stringify(bundlers.urls),
    TEST_BUNDLER_CONTROL_URL: bundlers.controlUrl,
    TEST_CHAIN_TOKENS: JSON.stringify(chainTokens(0)),
    TEST_SWAP_BACKENDS: JSON.stringify(localSwapBackends()),
    TEST_FARCASTER: JSON.stringify(FARCASTER),
  }
}
// The options below are read once per test file. Every local service starts once per run: options
// that differ between files (a new port) would make the pool start a new workerd for each file.
const once = <T>(start: () => Promise<T>): (() => Promise<T>) => {
  let started: Promise<T> | undefined
  return () => (started ??= start())
}
/** Every local service, started side by side (about 5 s in all) when the first workerd asks. */
const serviceBindings = once(async (): Promise<Record<string, string>> => {
  const started = await Promise.all([socialBindings(), solanaBindings(), startAnvils()])
  return Object.assign({}, ...started)
})

const shipped = () => unstable_readConfig({ config: here('../wrangler.toml') })

const workerd = () =>
  cloudflareTest(async () => ({
    wrangler: { configPath: here('../wrangler.toml') },
    miniflare: {
      assets: { directory: here('test/fixtures/public') },
      // A small per-IP limit a test puts in place of a class's binding, so its burst stays short.
      ratelimits: { TEST_RATE_LIMIT: { namespace_id: '9001', simple: { limit: 8, period: 60 } } },
      bindings: {
        TEST_MIGRATIONS: await readD1Migrations(here('migrations')),
        // wrangler.toml ships production values; the tests run as `npm start` does.
        ENVIRONMENT: 'development',
        MAIL_TRANSPORT: 'dev',
        PRICE_SOURCE: 'fixed',
        // The vars as shipped, for the test that proves them production-safe.
        SHIPPED_VARS: JSON.stringify(shipped().vars),
        // The per-IP rate limit bindings as shipped, for the test that holds them to the worker's.
        SHIPPED_RATELIMITS: JSON.stringify(shipped().ratelimits),
        // A test-only key-encryption key; production takes it from a secret.
        EMBEDDED_WALLET_KEK: '5f'.repeat(32),
        ...(await serviceBindings()),
      },
    },
  }))

/**
 * The packages the worker and its tests import, each bundled once into one module. workerd asks the
 * pool for its modules one at a time: unbundled, a workerd started with some 550 of them, bundled
 * with 300 (a one-file run took 43 s, then 31 s). `node:` imports stay imports (ox names one).
 */
const prebundled = {
  optimizer: {
    ssr: {
      enabled: true,
      include: [
        ...['viem', 'viem/account-abstraction', 'viem/accounts', 'viem/chains', 'viem/siwe', 'zod', 'zod/mini'],
        ...['ox', 'ox/Base64', 'ox/Hex', 'ox/PublicKey', 'ox/Signature', 'ox/webauthn', 'permissionless/accounts', 'permissionless/accounts/safe'],
        ...['@solana/kit', '@solana/addresses', '@solana/codecs', '@solana/transaction-messages', '@solana-program/system', '@solana-program/token'],
        ...['@scure/base', '@noble/hashes/sha2', '@noble/hashes/utils', '@noble/curves/nist.js', 'oauth4webapi', 'tldts', '@farcaster/auth-client'],
      ],
      rolldownOptions: { external: [/^node:/] },
    },
  },
}

/** Files that count requests per window or per second: they need a workerd that answers at full speed. */
const TIMED = [
  'test/rate-limit.test.ts',
  'test/http/bursts.test.ts',
  'test/auth/otp-race.test.ts',
  'test/relay/abuse.test.ts',
  'test/relay/flood.test.ts',
  'test/relay/limits.test.ts',
  'test/relay/topic-rate.test.ts',
].map(here)

/**
 * Worker tests run inside workerd with the real wrangler.toml, but their
 * assets come from a fixture folder so they never depend on the other builds.
 * The CLI's pure parts run in Node.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [workerd()],
        test: {
          name: 'worker',
          // Not one workerd per file: starting one cost ~8 s, the tests themselves ~0.6 s. Two workerds,
          // each taking the next file as it finishes one, keep both cores busy; the files share the
          // local services (anvils, bundlers, OpenID provider, Solana), so each uses fresh accounts.
          // This pool version makes each later file's imports a little slower (fixed in its successor,
          // @cloudflare/vitest-plugin): the last files' tests take seconds, hence the longer timeout.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 30_000,
          include: [here('test/**/*.test.ts')],
          exclude: [here('test/cli/**'), ...TIMED],
          setupFiles: [here('test/setup.ts')],
          deps: prebundled,
        },
      },
      {
        plugins: [workerd()],
        // One workerd of their own, after the other files so that nothing else takes the cores meanwhile,
        // taking the files one at a time (a workerd per file cost ~10 s each to start: 107 s for 8 s of tests).
        test: {
          name: 'worker-timed',
          include: TIMED,
          setupFiles: [here('test/setup.ts')],
          deps: prebundled,
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: { name: 'cli', include: [here('test/cli/**/*.test.ts')], environment: 'node', maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
})
