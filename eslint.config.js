// Lint, and the architecture: which room may import which (docs/ARCHITECTURE.md "Rooms").
import tseslint from 'typescript-eslint'
import noErrorText from './devnet/src/checks/no-error-text.js'
import noFamilyTest from './devnet/src/checks/no-family-test.js'
import noMethodSwitch from './devnet/src/checks/no-method-switch.js'

const porthole = { rules: { 'no-error-text': noErrorText, 'no-method-switch': noMethodSwitch } }

const ROOMS = ['protocol', 'loader', 'sdk', 'frame-host', 'widget-app', 'workers', 'devnet', 'e2e', 'bench']

/** Forbids importing any room not listed, by package name or by relative path. */
function imports(room, allowed, extra = [], files = [`${room}/**/*.{ts,tsx}`]) {
  const banned = ROOMS.filter((r) => r !== room && !allowed.includes(r))
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...banned.map((r) => ({ group: [`@porthole/${r}`, `@porthole/${r}/*`], message: `${room}/ may not import ${r}/ (docs/ARCHITECTURE.md "Rooms").` })),
            ...banned.map((r) => ({ regex: `^\\.\\.?/(?:\\.\\./)*${r}(?:/|$)`, message: `${room}/ may not import ${r}/ (docs/ARCHITECTURE.md "Rooms").` })),
            ...extra,
          ],
        },
      ],
    },
  }
}

/** Where a chain family is named and told apart: its descriptor and registry, its page and frame code, the worker's family code. */
const FAMILY_MODULES = [
  'protocol/src/chain-families/**',
  'protocol/src/{chain-family,families,family-registry,family-features,family-requests}.ts',
  '{loader,frame-host,workers}/src/{families,solana}/**',
]

const noUi = { group: ['react', 'react-dom', 'react-dom/*', 'react-redux'], message: 'Only widget-app/ renders UI.' }
const noChainLibs = { group: ['viem', 'viem/*', '@solana/*', '@walletconnect/*'], message: 'Chain libraries live in frame-host/.' }
// The page's Solana side speaks the Wallet Standard: its feature types and SIWS text are interfaces, not chain code.
const noChainLibsButWalletStandard = {
  group: ['viem', 'viem/*', '@solana/*', '!@solana/wallet-standard-features', '!@solana/wallet-standard-util', '@walletconnect/*'],
  message: 'Chain libraries live in frame-host/.',
}
const noZodInLoader = { group: ['zod', 'zod/*', 'comlink'], message: 'The loader reaches zod and comlink only through protocol/.' }
// The worker holds and uses the embedded wallets' keys, EVM and Solana (docs/ARCHITECTURE.md "Security model"), so it may use
// viem and, for Solana, kit's codecs, addresses and transaction messages, nothing else chain-side. Not @solana/kit
// itself nor @solana/transactions: they import @solana/keys, whose workerd build imports Node's fs and path, which
// the worker cannot bundle. Its tests, run by vitest, may use all of kit. Sign-In With Solana takes its
// message text from @solana/wallet-standard-util, the format's reference code; the signature check is WebCrypto's.
const SOLANA_IN_THE_WORKER = ['!@solana/codecs', '!@solana/addresses', '!@solana/transaction-messages', '!@solana/wallet-standard-util']
const noWalletLibs = {
  group: ['@solana/*', ...SOLANA_IN_THE_WORKER, '@walletconnect/*'],
  message: 'Only viem and @solana/codecs, /addresses, /transaction-messages and /wallet-standard-util serve the worker (see eslint.config.js).',
}
const noWalletLibsInWorkerTests = { group: ['@solana/*', '!@solana/kit', ...SOLANA_IN_THE_WORKER, '@walletconnect/*'], message: noWalletLibs.message }

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'sdk/dist/**',
      'e2e/sdk-app/dist/**',
      '.wrangler/**',
      '.devnet/**',
      'test-results/**',
      'playwright-report/**',
      '**/worker-configuration.d.ts',
      'docs/compare/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
      // Option types follow viem: `declare namespace fn { type Options }`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  // Errors are told apart by class, code and values (CONTRIBUTING.md); tests may read the text a user sees.
  {
    files: ['{protocol,loader,frame-host,widget-app,workers}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { porthole },
    rules: { 'porthole/no-error-text': 'error' },
  },
  // Chain families are told apart only in their own modules (docs/ARCHITECTURE.md "The frame's house").
  {
    files: ['{protocol,loader,frame-host,widget-app,workers}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', ...FAMILY_MODULES],
    plugins: { families: { rules: { 'no-family-test': noFamilyTest } } },
    rules: { 'families/no-family-test': 'error' },
  },
  // A wallet method is decided by its entry in the table of wallet methods; only the table and the family modules name them.
  {
    files: ['{protocol,loader,frame-host,widget-app,workers}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'protocol/src/wallet-methods/**', 'protocol/src/chain-families/**'],
    plugins: { porthole },
    rules: { 'porthole/no-method-switch': 'error' },
  },
  imports('protocol', [], [noUi, noChainLibs]),
  imports('loader', ['protocol'], [noUi, noChainLibsButWalletStandard, noZodInLoader]),
  // A legacy `window.solana` signs @solana/web3.js objects: this one file is their chunk, built on its own (loader/build.mjs).
  imports(
    'loader',
    ['protocol'],
    [noUi, { ...noChainLibsButWalletStandard, group: [...noChainLibsButWalletStandard.group, '!@solana/web3.js'] }, noZodInLoader],
    ['loader/src/host-wallets/web3-transaction.ts'],
  ),
  // The npm package is the loader for bundlers: the same code, imported, never copied.
  imports('sdk', ['loader', 'protocol'], [noUi, noChainLibsButWalletStandard, noZodInLoader]),
  imports('frame-host', ['protocol'], [noUi]),
  imports('widget-app', ['frame-host', 'protocol'], [noChainLibs, { group: ['comlink'], message: 'Views never talk to the channel.' }]),
  imports('workers', ['protocol'], [noUi, noWalletLibs]),
  imports('workers', ['protocol'], [noUi, noWalletLibsInWorkerTests], ['workers/test/**/*.ts']),
  // The worker tests' config starts the local stack's OpenID provider and Solana cluster; it is test tooling, not worker code.
  imports('workers', ['protocol', 'devnet'], [noUi, noWalletLibs], ['workers/vitest.config.ts']),
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Specs take `test` from e2e/support/test.ts, which reports what the widget showed when a test fails.',
            },
          ],
        },
      ],
    },
  },
)
