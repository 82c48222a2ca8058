import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** React itself: a chunk of its own, whose name (its content's hash) changes only with React or with what the window imports of it. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/

/**
 * Builds the approval window's document (approval.html) into dist/public beside
 * the frame's, as a build of its own: its modules never join the frame's
 * chunks, so the frame's first paint does not grow. Sharing the frame's chunks
 * would save nothing: browsers key their HTTP cache by the top-level site, so
 * what the frame fetched under a dapp's page is not in the cache of a window
 * on the worker's own site. React is a chunk of its own, so a release that
 * changes the window's code leaves its two thirds of the entry in the cache.
 * The worker serves it at /approval with a CSP of `script-src 'self';
 * style-src 'self'`: nothing inlined.
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
    rolldownOptions: {
      input: { approval: fileURLToPath(new URL('approval.html', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'approval-react', test: REACT, priority: 2 },
            // The rest of what the entry imports, in its one chunk: without this, what it shares with the Solana
            // describer (loaded by a Solana request only) would be split into chunks of their own, each fetched anyway.
            { name: 'approval', tags: ['$initial'], priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
