import { defineConfig } from 'vitest/config'

/** Unit tests next to the code, in Node. Worker tests run in workerd: workers/vitest.config.ts. */
export default defineConfig({
  test: {
    include: ['{protocol,loader,sdk,frame-host,widget-app,devnet}/src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
