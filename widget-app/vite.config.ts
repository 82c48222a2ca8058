import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { preloadFirstPaint } from './preload-first-paint.js'
import { startReach } from './start-reach.js'

const root = fileURLToPath(new URL('.', import.meta.url))
const start = startReach()
const SIGN_CLIENT = /[\\/]walletconnect[\\/]sign-client\.ts$|node_modules[\\/]@walletconnect[\\/]/
/** A locale's strings (widget-app/src/i18n/locales/<locale>.ts): each stays the chunk of its own dynamic import. */
const LOCALE_MODULE = /[\\/]i18n[\\/]locales[\\/]\w+\.ts$/
/** React itself: the first paint's first chunk, evaluated in a task before the app's (src/boot.ts). */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
/**
 * frame.html's script (with the window messages it keeps and Vite's helper of its dynamic imports):
 * a chunk of its own, which imports React's and then the app's in turn.
 */
const BOOT = /widget-app[\\/](frame\.html|src[\\/](boot|early-window)\.ts)$|vite[\\/]preload-helper/
// The embedded wallet's Solana connector stays with the start (it restores a stored session); its requests load the chunk.
const SOLANA =
  /frame-host[\\/]src[\\/](solana[\\/](?!embedded-solana-connector\.ts)|router[\\/]route-solana\.ts|send[\\/]send-solana\.ts)|protocol[\\/]src[\\/]solana-(requests|messages)\.ts|node_modules[\\/]@solana(-program)?[\\/]/
/** The passkey ceremonies (WebAuthn, the passkey's Safe address) and a passkey account's signing road: only for a passkey. */
const PASSKEY =
  /frame-host[\\/]src[\\/]embedded[\\/](passkey[\\/](passkey-login|passkey-secure|passkey-owners|passkey-window|passkey-client|passkey-account|passkey-safe-address|passkey-operation|create-passkey|safe-abis)|approval-window[\\/]passkey-window-messages)\.ts$|protocol[\\/]src[\\/]passkey-(api|safe|operation-api|flow-messages)\.ts$/
/** Account's passkey flows (adding a second passkey, recovery; not Connect's): their own chunk, on top of the passkey flows they use. */
const PASSKEY_ADD =
  /frame-host[\\/]src[\\/]embedded[\\/]passkey[\\/](passkey-add|passkey-recovery|approve-passkey-calls)\.ts$|protocol[\\/]src[\\/]recovery-module\.ts$/
const PASSKEY_BUTTONS =
  /widget-app[\\/]src[\\/](components[\\/](PasskeyButtons|PasskeySecurity|PasskeyAdd|RecoveryStart|RecoveryBanner)\.tsx|approval[\\/]open-passkey-window\.ts)$/
/**
 * A connected account's code: its views (views/account/), the components only they use (components/account/),
 * and the frame's code only they call (swapping, buying, names, sending tokens; not their slices, which the start injects).
 */
const ACCOUNT_VIEWS =
  /widget-app[\\/]src[\\/](views|components)[\\/]account[\\/]|frame-host[\\/]src[\\/]((swap|onramp|names)[\\/](?!feature\.ts|[\w-]+-slice\.ts)|send[\\/](send-tokens|transfer-call|validate-send|resolve-receiver)\.ts)/
/** The frame's code after the first paint, what the groups above leave of it: the start chunk's, or its libraries' entry. */
const isStartCode = (id: string) =>
  /(frame-host|protocol)[\\/]src[\\/]/.test(id) &&
  !ACCOUNT_VIEWS.test(id) &&
  !SIGN_CLIENT.test(id) &&
  !SOLANA.test(id) &&
  !PASSKEY.test(id) &&
  !PASSKEY_ADD.test(id)
/** An account's requests' code, where only a dynamic import reaches it (start-reach.ts). */
const ACCOUNT_REQUESTS = /frame-host[\\/]src[\\/](embedded|batch|router[\\/]route-call-batch\.ts$)/
const isAccountRequests = (id: string) => ACCOUNT_REQUESTS.test(id) && !start.reached(id)
const START_LIBRARIES = /frame-host[\\/]src[\\/]start-libraries\.ts$/
/** The frame document's part of opening (what the page's `open` draws before the store hears of it): only used once the frame serves. */
const REVEAL_PREPARED = /widget-app[\\/]src[\\/]reveal-prepared\.ts$/

/**
 * Builds the frame document into dist/public beside loader.js (whose build
 * shares the folder, so it is not emptied). The worker serves frame.html with
 * a CSP of `script-src 'self'; style-src 'self'`: nothing may be inlined.
 */
export default defineConfig({
  root,
  base: '/',
  plugins: [react(), preloadFirstPaint(['frame-react', 'frame-app']), start.plugin],
  build: {
    outDir: '../dist/public',
    emptyOutDir: false,
    assetsDir: 'assets',
    sourcemap: false,
    // The polyfill is an inline script, which the CSP would block.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // main.tsx is an entry of its own too, though frame.html's script (boot.ts) imports it: so its static imports
      // (what the first paint needs) are tagged `$initial` and grouped in one chunk below.
      input: { frame: fileURLToPath(new URL('frame.html', import.meta.url)), 'frame-app': fileURLToPath(new URL('src/main.tsx', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            // Everything the first paint (the hidden Connect view) needs in two files, all preloaded by frame.html: React, then
            // the app, so that each is evaluated in a task of its own.
            { name: 'frame', test: BOOT, priority: 8 },
            { name: 'frame-react', test: REACT, priority: 7 },
            {
              name: 'frame-app',
              tags: ['$initial'],
              test: (id: string) => !BOOT.test(id),
              priority: 6,
              includeDependenciesRecursively: false,
            },
            // The QR code encoder, only when a QR code is shown (WalletConnect, Farcaster, Receive).
            { name: 'qr', test: /node_modules[\\/]uqr[\\/]/, priority: 1 },
            // WalletConnect's client (a third of a megabyte) only for its view.
            { name: 'sign-client', test: SIGN_CLIENT, priority: 1 },
            // Solana (@solana/kit and the frame's Solana code) only once a Solana account or request needs it.
            {
              name: 'frame-solana',
              test: SOLANA,
              priority: 1,
              // Its modules only: what they share with the views stays with the views, or opening the modal would fetch Solana.
              includeDependenciesRecursively: false,
            },
            // What the frame runs after its first paint (frame-host/src/start.ts: services, listeners, the
            // channel) and the code the views share with it: fetched at once, in parallel with the first render.
            // Two chunks, evaluated in separate tasks so that neither holds the page's main thread for 50 ms: the
            // frame's own modules, and (below) the libraries they use.
            {
              name: 'frame-start',
              test: (id: string) => (isStartCode(id) && !START_LIBRARIES.test(id) && !isAccountRequests(id)) || REVEAL_PREPARED.test(id),
              priority: 5,
              includeDependenciesRecursively: false,
            },
            // An account's wallet methods that the frame's code imports dynamically (the embedded wallet's calls and
            // assets, session grants, batches): one chunk, fetched at the first such request, not by every visitor.
            { name: 'account-requests', test: (id: string) => isStartCode(id) && isAccountRequests(id), priority: 5, includeDependenciesRecursively: false },
            // The libraries of the modules above (viem, comlink, zod), with start-libraries.ts, which the frame document
            // imports first. Before the groups below, so the libraries the start shares with them come here, not there.
            { name: 'frame-start-libraries', test: isStartCode, priority: 3 },
            // Connect's passkey buttons and Account's passkey custody, only where a project offers passkeys.
            { name: 'passkey-buttons', test: PASSKEY_BUTTONS, priority: 4, includeDependenciesRecursively: false },
            { name: 'frame-passkey-add', test: PASSKEY_ADD, priority: 4, includeDependenciesRecursively: false },
            // The passkey flows and what they use that the start does not have already (ox's WebAuthn).
            { name: 'frame-passkey', test: PASSKEY, priority: 2 },
            // A connected account's views and what only they use: fetched once there is an account.
            { name: 'account-views', test: ACCOUNT_VIEWS, priority: 1, includeDependenciesRecursively: false },
            // The other views (Connect's roads) and features together: one request when the modal preloads them.
            // Not the locales: only the chosen one is fetched (i18n/load-locale.ts).
            { name: 'features', test: (id) => !LOCALE_MODULE.test(id) && !BOOT.test(id) && !ACCOUNT_VIEWS.test(id) },
          ],
        },
      },
    },
  },
})
