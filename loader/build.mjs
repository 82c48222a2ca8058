// Builds the two page-side scripts into dist/public: the channel chunk first
// (its hashed name is baked into the bootstrap), then loader.js itself.
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const common = { bundle: true, minify: true, target: 'es2020', absWorkingDir: root, logLevel: 'warning', legalComments: 'none' }

const channel = await build({
  ...common,
  entryPoints: { 'page-channel': 'loader/src/channel/index.ts' },
  format: 'esm',
  outdir: 'dist/public/assets',
  entryNames: '[name]-[hash]',
  metafile: true,
})
const [channelFile] = Object.keys(channel.metafile.outputs)
const channelPath = '/' + channelFile.replace(/^dist\/public\//, '')

await build({
  ...common,
  entryPoints: ['loader/src/index.ts'],
  format: 'iife',
  outfile: 'dist/public/loader.js',
  define: { __PORTHOLE_CHANNEL__: JSON.stringify(channelPath) },
})
console.log(`loader.js → ${channelPath}`)
