import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Builds the frame document into dist/public beside loader.js (whose build
 * shares the folder, so it is not emptied). The worker serves frame.html with
 * a CSP of `script-src 'self'; style-src 'self'`: nothing may be inlined.
 */
export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/public',
    emptyOutDir: false,
    assetsDir: 'assets',
    sourcemap: false,
    // The polyfill is an inline script, which the CSP would block.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: fileURLToPath(new URL('frame.html', import.meta.url)),
      // Everything the first paint needs in one file: a split would cost the cold open round trips.
      output: { codeSplitting: { groups: [{ name: 'frame', tags: ['$initial'] }] } },
    },
  },
})
