/**
 * `npm start`: the whole local stack: two anvils (chains 31337 and 31338), the
 * worker (workerd through Miniflare, worker-server.ts) with migrated local D1, the seeded `demo` project
 * (starting embedded accounts on the local chain, where they are funded) and the
 * anvils as its RPC URLs, tokens seeded on both anvils (seed/addresses.ts)
 * and listed in the worker's CHAIN_TOKENS, the local OpenID provider standing in
 * for the social login providers, a local Solana cluster (litesvm; in RPC_URLS as
 * solana:localnet, its USDC-like mint in CHAIN_TOKENS), swaps through the
 * seeded Uniswap V2 on both anvils (SWAP_BACKENDS), an ERC-4337 bundler (alto) per anvil
 * (BUNDLER_URLS; the `demo` project has smart accounts on both chains) and the demo site.
 */
import { bundlerArgs, waitForBundler } from './bundler.js'
import { endRecordedBundlers, writeBundlerRecords } from './bundler-control.js'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  bundlerUrls,
  CHAINS,
  DEV_FUND_LAMPORTS,
  DEV_FUND_WEI,
  DEV_WALLET_KEK,
  frameRpcUrls,
  readStackConfig,
  RPC_PROXY_DELAY_MS,
  rpcProxyRecord,
  urls,
  type Chain,
} from './config.js'
import { startDelayProxy } from './delay-proxy.js'
import { addProjectSql, demoProjects } from './demo-projects.js'
import { startDemoSite } from './demo-site.js'
import { socialWorkerBindings, startOpenIdProvider, TEST_PASSWORD, TEST_USERS } from './openid-provider.js'
import { assertPortFree } from './ports.js'
import { run, startService, stopAll, waitForUrl } from './processes.js'
import { BENCH, MULTICALL3, SAFE_4337, SAFE_PASSKEY, SEEDED_TOKENS, UNISWAP_V2 } from './seed/addresses.js'
import { benchTokenCount, chainTokens, localIdRegistry, seedLocalChains } from './seed/index.js'
import { SOLANA_USDC } from './solana/accounts.js'
import { solanaChainTokens } from './solana/seed.js'
import { startLocalSolana } from './solana/start-local-solana.js'
import { walletsSeedSql } from '../../workers/cli/wallets-data.js'
import { wranglerCommand } from '../../workers/cli/wrangler-command.js'
import { localSwapBackends } from './swap-backends.js'
import { writeLocalWranglerConfig } from './worker-config.js'
import { DEV_RATE_LIMITS, DEV_RELAY_LIMITS } from './worker-limits.js'
import { bundleWorker } from './worker-bundle.js'
import { workerServerCommand, workerServerRecord } from './worker-server-command.js'

const config = readStackConfig()
const at = urls(config)
const bin = (name: string) => `node_modules/.bin/${name}`
const wranglerEnv = { WRANGLER_SEND_METRICS: 'false' }
// The first anvil behind a proxy that answers the frame late, listed before the anvil itself (RPC ranking).
const slowProxy = process.env.PORTHOLE_RPC_URL_31337 ? undefined : await startDelayProxy(urls(config).anvil(CHAINS[0]), RPC_PROXY_DELAY_MS)
const rpcUrls = frameRpcUrls(config, slowProxy?.url)
const bench = benchTokenCount()

/** One banner line per chain, naming the frame's RPC URL when it is not the anvil itself. */
function chainLine(chain: Chain): string {
  const frameUrls = [rpcUrls[`eip155:${chain.id}`] ?? []].flat()
  const via = frameUrls.join() === at.anvil(chain) ? '' : `, the frame ranks ${frameUrls.join(' and ')}`
  return `  ${chain.name.padEnd(11)} ${at.anvil(chain)}   (chain id ${chain.id}${via}; bundler ${at.bundler(chain)})`
}

/** Each anvil's bundler, once the chain is seeded (alto checks the EntryPoint on start), recorded for specs that stop one. */
async function startBundlers(): Promise<void> {
  const records = CHAINS.map((chain) => {
    const args = bundlerArgs({ rpcUrl: at.anvil(chain), port: config[chain.bundlerPort] })
    const child = startService(`bundler ${chain.id}`, process.execPath, args)
    if (child.pid === undefined) throw new Error(`the bundler of chain ${chain.id} did not start`)
    return { chainId: chain.id, url: at.bundler(chain), pid: child.pid, command: process.execPath, args }
  })
  await writeBundlerRecords(config.stateDir, records)
  await Promise.all(CHAINS.map((chain) => waitForBundler(at.bundler(chain))))
}

async function main() {
  for (const chain of CHAINS) await assertPortFree(config[chain.port], chain.name, chain.portEnv)
  for (const chain of CHAINS) await assertPortFree(config[chain.bundlerPort], `the bundler of ${chain.name}`, chain.bundlerPortEnv)
  await assertPortFree(config.workerPort, 'the worker', 'PORTHOLE_WORKER_PORT')
  await assertPortFree(config.demoPort, 'the demo site', 'PORTHOLE_DEMO_PORT')
  await assertPortFree(config.oidcPort, 'the OpenID provider', 'PORTHOLE_OIDC_PORT')
  await assertPortFree(config.solanaPort, 'the Solana cluster', 'PORTHOLE_SOLANA_PORT')
  await assertPortFree(config.solanaWsPort, "the Solana cluster's websocket", 'PORTHOLE_SOLANA_WS_PORT')
  // A bundler an earlier stack left running (killed, or restarted by a spec) would hold its port.
  await endRecordedBundlers(config.stateDir)
  const solana = await startLocalSolana({ rpcPort: config.solanaPort, wsPort: config.solanaWsPort })
  const openId = await startOpenIdProvider({ port: config.oidcPort, redirectUris: at.socialCallbacks })

  for (const chain of CHAINS) {
    const args = ['--host', '127.0.0.1', '--port', String(config[chain.port]), '--chain-id', String(chain.id), '--silent']
    startService(chain.name, bin('anvil'), args)
  }
  const anvilsUp = async () => {
    for (const chain of CHAINS) {
      await waitForUrl(at.anvil(chain), 30_000, {
        init: { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' },
      })
    }
  }
  // Seeding runs while wrangler starts; a failure is reported when it is awaited below.
  const seeded = anvilsUp()
    .then(() => seedLocalChains(config, bench))
    .then(startBundlers)
  seeded.catch(() => {})

  const persist = ['--persist-to', config.stateDir]
  // Rebuilding on every edit costs a polling watcher; the stack runs what it bundled (while it seeds) unless asked to.
  const bundled = process.env.PORTHOLE_WATCH_WORKER === '1' ? undefined : bundleWorker(config.stateDir)
  bundled?.catch(() => {})
  await run(...wranglerCommand(['d1', 'migrations', 'apply', 'DB', '--local', ...persist]), wranglerEnv)
  if (slowProxy) await writeFile(rpcProxyRecord(config), JSON.stringify({ url: slowProxy.url }))
  // The demo projects and the wallet directory, as `npm run project -- add …` and `npm run wallets:seed`
  // write them (the same parser and SQL), in one wrangler call rather than six.
  const seedSql = join(config.stateDir, 'seed.sql')
  await mkdir(config.stateDir, { recursive: true })
  await writeFile(seedSql, [...demoProjects(at.demo).map(addProjectSql), walletsSeedSql()].join(';\n'))
  await run(...wranglerCommand(['d1', 'execute', 'DB', '--local', ...persist, '--file', seedSql]), wranglerEnv)
  const localConfig = await writeLocalWranglerConfig(config.stateDir)
  const vars: Record<string, string> = {
    // wrangler.toml ships production values; the local stack is development.
    ENVIRONMENT: 'development',
    MAIL_TRANSPORT: 'dev',
    RPC_URLS: JSON.stringify(rpcUrls),
    // Sign In With Farcaster reads the stand-in IdRegistry on the first anvil instead of Optimism's.
    FARCASTER_ID_REGISTRY: JSON.stringify(localIdRegistry()),
    CHAIN_TOKENS: JSON.stringify({ ...chainTokens(bench), ...solanaChainTokens() }),
    SWAP_BACKENDS: JSON.stringify(localSwapBackends()),
    // Local chains need no paymaster: dev funding pays the smart accounts' gas too.
    BUNDLER_URLS: JSON.stringify(bundlerUrls(config)),
    EMBEDDED_WALLET_KEK: DEV_WALLET_KEK,
    DEV_FUND_WEI: String(DEV_FUND_WEI),
    DEV_FUND_LAMPORTS: String(DEV_FUND_LAMPORTS),
    RATE_LIMITS: JSON.stringify(DEV_RATE_LIMITS),
    RELAY_LIMITS: JSON.stringify(DEV_RELAY_LIMITS),
    // Development only: it scans blocks on request; the shipped default is "none".
    HISTORY_INDEXER: 'local',
    // The local chains have no market: a fixed table, offline (the worker honours it in development only).
    PRICE_SOURCE: 'fixed',
    // Development only (the worker refuses it elsewhere): Buy's checkout credits the local chains.
    ONRAMP_PROVIDER: 'sandbox',
    ...socialWorkerBindings(openId.issuer),
  }
  if (bundled === undefined) {
    // Watching: `wrangler dev` bundles again on every edit.
    const flags = ['--ip', '127.0.0.1', '--port', String(config.workerPort), ...persist, '--show-interactive-dev-session=false']
    const varFlags = Object.entries(vars).map(([name, value]) => `--var=${name}:${value}`)
    startService('worker', ...wranglerCommand(['dev', '--config', localConfig, ...flags, ...varFlags]), wranglerEnv, { restart: true })
  } else {
    const options = { config: localConfig, script: await bundled, host: '127.0.0.1', port: config.workerPort, persistTo: config.stateDir, vars }
    // `npm run bench:worker` serves the same worker a second time, its limits off, beside this one.
    await writeFile(workerServerRecord(config), JSON.stringify(options))
    startService('worker', ...workerServerCommand(options), wranglerEnv, { restart: true })
  }
  await seeded
  await waitForUrl(`${at.worker}/loader.js`, 60_000)
  // Last, so that the demo site answering means the whole stack is ready (Playwright waits for it).
  await startDemoSite(config.demoPort, at.worker)

  console.log(`
Porthole is running.
  demo site   ${at.demo}
  worker      ${at.worker}   (loader ${at.worker}/loader.js)
  mailbox     ${at.worker}/dev/mailbox?to=<address>   (email codes also print here as [worker] [dev mail])
${CHAINS.map(chainLine).join('\n')}
  tokens      ${SEEDED_TOKENS.map((t) => `${t.symbol} ${t.address}`).join(', ')}
              on both anvils, multicall3 at ${MULTICALL3}${bench > 0 ? `, ${bench} bench tokens held by ${BENCH.holder}` : ''}
  ERC-4337    EntryPoint v0.7 ${SAFE_4337.entryPoint}, Safe 1.4.1 ${SAFE_4337.safeSingleton}, Safe4337Module ${SAFE_4337.safe4337Module}
  passkeys    Safe WebAuthn 0.2.1 shared signer ${SAFE_PASSKEY.sharedSigner}, verifiers ${SAFE_PASSKEY.verifiers}   (precompile, FCL fallback)
  Uniswap V2  Router02 ${UNISWAP_V2.router02.address}, WETH9 ${UNISWAP_V2.weth.address}   (pools ETH/USDC, USDC/USDT)
  Solana      ${solana.rpcUrl}   (websocket ${solana.wsUrl}, solana:localnet; ${SOLANA_USDC.symbol} mint ${SOLANA_USDC.mint})
  OpenID      ${openId.issuer}   (social login for all providers: ${Object.keys(TEST_USERS).join(' or ')}, password ${TEST_PASSWORD})
Press Ctrl-C to stop.`)
}

async function shutdown(code: number) {
  await stopAll()
  await slowProxy?.close()
  // A bundler a spec started again is not our child.
  await endRecordedBundlers(config.stateDir).catch(() => {})
  process.exit(code)
}

process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))
main().catch(async (error: Error) => {
  console.error(`\n${error.message}`)
  await shutdown(1)
})
