import base from './vite.config.ts'
const cfg: any = base
cfg.build.outDir = '/tmp/exp-out'
cfg.build.emptyOutDir = true
cfg.build.minify = process.env.MIN ?? 'oxc'
if (process.env.TERSER) cfg.build.terserOptions = { compress: { passes: 2 }, module: true }
export default cfg
