// Builds the page-side scripts into dist/public, each named into the one that
// fetches it: @solana/web3.js's chunk (for a legacy window.solana only) into the
// channel chunk, the channel chunk's hashed name into loader.js itself.
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const common = { bundle: true, minify: true, target: 'es2022', absWorkingDir: root, logLevel: 'warning', legalComments: 'none' }

/** The one file an entry point became. */
const outputOf = (result) => Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js'))

const web3 = await build({
  ...common,
  entryPoints: { 'solana-web3': 'loader/src/host-wallets/web3-transaction.ts' },
  format: 'esm',
  outdir: 'dist/public/assets',
  entryNames: '[name]-[hash]',
  metafile: true,
})
// Both live in /assets: the channel imports it relative to itself.
const web3Path = './' + outputOf(web3).replace(/^dist\/public\/assets\//, '')

const channel = await build({
  ...common,
  entryPoints: { 'page-channel': 'loader/src/channel/index.ts' },
  format: 'esm',
  outdir: 'dist/public/assets',
  entryNames: '[name]-[hash]',
  define: { __PORTHOLE_SOLANA_WEB3__: JSON.stringify(web3Path) },
  external: [web3Path],
  metafile: true,
})
const channelPath = '/' + outputOf(channel).replace(/^dist\/public\//, '')

await build({
  ...common,
  entryPoints: ['loader/src/index.ts'],
  format: 'iife',
  outfile: 'dist/public/loader.js',
  define: { __PORTHOLE_CHANNEL__: JSON.stringify(channelPath) },
})
console.log(`loader.js → ${channelPath}`)
