import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * Builds the approval window's document (approval.html) into dist/public beside
 * the frame's, as a build of its own: its modules never join the frame's
 * chunks, so the frame's first paint does not grow. The worker serves it at
 * /approval with a CSP of `script-src 'self'; style-src 'self'`: nothing inlined.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/public',
    emptyOutDir: false,
    assetsDir: 'assets',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { approval: fileURLToPath(new URL('approval.html', import.meta.url)) } },
  },
})
