import { defineConfig } from '@playwright/test'
import { availableParallelism } from 'node:os'
import { E2E_STATE_DIR } from './devnet/src/e2e-stack.js'
import { specChromiumLaunch } from './e2e/chromium.js'

const demoPort = process.env.PORTHOLE_DEMO_PORT ?? '5173'
/** Specs that advance the local chain's time (anvil's evm_increaseTime). */
const CHAIN_TIME_SPECS = /passkey-recovery\.spec\.ts$/

/** End-to-end: real Chromium, the real local stack, two real origins (demo site and worker). */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The specs' projects, written to D1 before any spec runs (e2e/support/spec-projects.ts).
  globalSetup: './e2e/global-setup.ts',
  // Waits are long enough for a 2-core machine running something else beside the suite: a slow run
  // should be slow, not red. No assertion is about how fast anything happens. (With another CPU-heavy
  // process beside the suite, a send through the worker has taken over 15 s to show its result.)
  timeout: 90_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // No retries: a spec that passes only on its second try hides a defect.
  retries: 0,
  // One per core, up to four: Chromium keeps every core busy, and more workers than cores only made
  // each test slower (four specs on 2 cores: 4 workers 4.4 min, 2 workers 3.9 min).
  workers: Math.min(4, availableParallelism()),
  reporter: [['list'], ['./e2e/support/shown-reporter.ts'], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL: `http://127.0.0.1:${demoPort}`,
    // outside.test is the demo site on an origin the `demo` project does not allow; resolving it
    // to loopback keeps Chromium's private-network rules from blocking the worker's scripts.
    launchOptions: { ...specChromiumLaunch, args: [...specChromiumLaunch.args, '--host-resolver-rules=MAP outside.test 127.0.0.1'] },
    // A CI run keeps no artefacts and recording costs its 2 cores; there the report says what the widget showed instead (e2e/support/test.ts).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    { name: 'specs', testIgnore: CHAIN_TIME_SPECS },
    // They move the local chain's clock on by days, which would expire what the other specs grant for an hour: run after them.
    { name: 'chain-time', testMatch: CHAIN_TIME_SPECS, dependencies: ['specs'] },
  ],
  webServer: {
    command: 'tsx devnet/src/start.ts',
    // The demo site starts last: it answers once the chains are seeded, the bundlers up and the worker serving.
    url: `http://127.0.0.1:${demoPort}/`,
    // `npm test` starts the stack itself during the earlier phases (devnet/src/e2e-stack.ts).
    reuseExistingServer: !process.env.CI || process.env.PORTHOLE_E2E_STACK === 'running',
    timeout: 180_000,
    env: { PORTHOLE_STATE_DIR: E2E_STATE_DIR },
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the stack end what a spec restarted outside its process group (a bundler).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
