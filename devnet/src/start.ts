/**
 * `npm start`: the whole local stack: anvil, the worker under `wrangler dev`
 * with migrated local D1 and the seeded `demo` project, and the demo site.
 */
import { readStackConfig, urls } from './config.js'
import { startDemoSite } from './demo-site.js'
import { assertPortFree } from './ports.js'
import { run, startService, stopAll, waitForUrl } from './processes.js'

const config = readStackConfig()
const at = urls(config)
const bin = (name: string) => `node_modules/.bin/${name}`
const wranglerEnv = { WRANGLER_SEND_METRICS: 'false' }

async function main() {
  await assertPortFree(config.anvilPort, 'anvil', 'PORTHOLE_ANVIL_PORT')
  await assertPortFree(config.workerPort, 'the worker', 'PORTHOLE_WORKER_PORT')
  await assertPortFree(config.demoPort, 'the demo site', 'PORTHOLE_DEMO_PORT')

  startService('anvil', bin('anvil'), ['--host', '127.0.0.1', '--port', String(config.anvilPort), '--chain-id', '31337', '--silent'])

  const persist = ['--persist-to', config.stateDir]
  await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], wranglerEnv)
  await run(
    'npm',
    ['run', '--silent', 'project', '--', 'add', 'demo', '--name', 'Demo', '--origin', 'http://localhost:*', '--origin', 'http://127.0.0.1:*', ...persist],
    wranglerEnv,
  )
  startService(
    'worker',
    bin('wrangler'),
    ['dev', '--ip', '127.0.0.1', '--port', String(config.workerPort), ...persist, '--show-interactive-dev-session=false'],
    wranglerEnv,
  )
  await startDemoSite(config.demoPort, at.worker)

  await waitForUrl(`${at.anvil}`, 30_000, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' })
  await waitForUrl(`${at.worker}/loader.js`, 60_000)

  console.log(`
Porthole is running.
  demo site   ${at.demo}
  worker      ${at.worker}   (loader ${at.worker}/loader.js)
  anvil       ${at.anvil}   (chain id 31337)
Press Ctrl-C to stop.`)
}

async function shutdown(code: number) {
  await stopAll()
  process.exit(code)
}

process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))
main().catch(async (error: Error) => {
  console.error(`\n${error.message}`)
  await shutdown(1)
})
