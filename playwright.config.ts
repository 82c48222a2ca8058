import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from './e2e/chromium.js'

const demoPort = process.env.PORTHOLE_DEMO_PORT ?? '5173'

/** End-to-end: real Chromium, the real local stack, two real origins (demo site and worker). */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // On CI a test may meet the local worker restarting (devnet starts it again if it exits): one retry.
  retries: process.env.CI ? 1 : 0,
  // Two at a time: at four, specs that time what the visitor sees (the approval's 500 ms) failed on a 2-core machine.
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${demoPort}`,
    // outside.test is the demo site on an origin the `demo` project does not allow; resolving it
    // to loopback keeps Chromium's private-network rules from blocking the worker's scripts.
    launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--host-resolver-rules=MAP outside.test 127.0.0.1'] },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'tsx devnet/src/start.ts',
    // The demo site starts last: it answers once the chains are seeded, the bundlers up and the worker serving.
    url: `http://127.0.0.1:${demoPort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { PORTHOLE_STATE_DIR: '.devnet/e2e-state' },
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the stack end what a spec restarted outside its process group (a bundler).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
