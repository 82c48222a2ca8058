import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
/** A locale's strings (widget-app/src/i18n/locales/<locale>.ts): each stays the chunk of its own dynamic import. */
const LOCALE_MODULE = /[\\/]i18n[\\/]locales[\\/]\w+\.ts$/

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
      output: {
        codeSplitting: {
          groups: [
            // Everything the first paint needs in one file: more files would cost the cold open round trips.
            { name: 'frame', tags: ['$initial'], priority: 2 },
            // WalletConnect's client (a third of a megabyte) only for its view.
            // What the views share with WalletConnect's polkadot and cosmos calls stays with the views.
            { name: 'features', test: /protocol[\\/]src[\\/]family-requests\.ts$/, priority: 1.5 },
            { name: 'sign-client', test: /[\\/]walletconnect[\\/]sign-client\.ts$|node_modules[\\/]@walletconnect[\\/]/, priority: 1 },
            // Solana (@solana/kit and the frame's Solana code) only once a Solana account or request needs it.
            {
              name: 'frame-solana',
              test: /frame-host[\\/]src[\\/](solana[\\/]|router[\\/]route-solana\.ts)|protocol[\\/]src[\\/]solana-requests\.ts|node_modules[\\/]@solana(-program)?[\\/]/,
              priority: 1,
              // Its modules only: what they share with the views stays with the views, or opening the modal would fetch Solana.
              includeDependenciesRecursively: false,
            },
            // The other views and features together: one request when the modal preloads them.
            // Not the locales: only the chosen one is fetched (i18n/load-locale.ts).
            { name: 'features', test: (id) => !LOCALE_MODULE.test(id) },
          ],
        },
      },
    },
  },
})
