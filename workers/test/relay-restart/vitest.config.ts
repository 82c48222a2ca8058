import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * `npm run test:relay-restart`: the relay across a real restart of `wrangler dev`,
 * in Node. Kept out of the workerd project, which cannot start processes.
 */
export default defineConfig({
  test: {
    name: 'relay-restart',
    include: [fileURLToPath(new URL('*.spec.ts', import.meta.url))],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})
