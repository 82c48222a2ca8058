import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** The e2e's bundled dapp: built from the npm package as an app would be, served as static files. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
})
