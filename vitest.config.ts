import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/** Unit tests next to the code, in Node. Worker tests run in workerd: workers/vitest.config.ts. */
export default defineConfig({
  test: {
    include: ['{protocol,loader,sdk,frame-host,widget-app,devnet}/src/**/*.test.{ts,tsx}', 'workers/local/**/*.test.ts'],
    environment: 'node',
    // The frame's stores start with every feature's module loaded, as the frame document loads them first.
    setupFiles: ['frame-host/src/testing/load-features.ts'],
    // Files share their worker's module cache: loading modules again for every file was two thirds
    // of the run. A test that needs a fresh module says so with vi.resetModules().
    isolate: false,
    // One worker per core: Vitest's default leaves one core free, and half the files wait on a local chain or a timer.
    maxWorkers: availableParallelism(),
    // Sized for a loaded machine: a file's first lint-rule test loads ESLint and the repository's config, 8–10 s
    // with the whole CI run beside it (5 s, Vitest's default, failed there). A slow run should be slow, not red.
    testTimeout: 30_000,
    // Loaded through Vitest rather than Node, so vi.resetModules() gives a test a fresh registry.
    server: { deps: { inline: ['@wallet-standard/app'] } },
  },
})
