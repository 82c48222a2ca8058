import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
/** The package's own dependencies stay imports (the app's bundler dedupes them); the repository's rooms are bundled in. */
const external = (id: string) => Object.keys(dependencies).some((dep) => id === dep || id.startsWith(`${dep}/`))

/**
 * The npm package in library mode: ESM only, one module per entry, the page
 * channel (comlink, zod schemas) a chunk of its own that createPorthole
 * imports when it starts, and the @solana/web3.js piece a legacy
 * `window.solana` needs beside it, fetched by the channel only then.
 */
export default defineConfig({
  root,
  define: {
    // The channel fetches the web3 piece relative to itself: both sit in dist/.
    __PORTHOLE_SOLANA_WEB3__: JSON.stringify('./solana-web3.js'),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    target: 'es2022',
    lib: {
      entry: { index: 'src/index.ts', 'solana-web3': '../loader/src/host-wallets/web3-transaction.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
})
