import type { Theme, ThemeVariablesInput } from '@porthole/protocol'
import { exposePorthole } from '../../loader/src/expose.js'
import { createPorthole as createBootstrap, type Porthole } from '../../loader/src/porthole.js'
import type { DappAttributes, ScriptOptions } from '../../loader/src/script-options.js'

/**
 * The snippet's options, as values instead of `data-` attributes. Options
 * the snippet gains later arrive here too: this is its option type, less what
 * the script tag itself says (its origin) or the snippet works out.
 */
export type PortholeOptions = Partial<Omit<ScriptOptions, 'origin' | 'projectId' | 'configError' | 'features' | 'dapp' | 'theme' | 'themeVariables'>> & {
  /** Where your Porthole worker serves the frame, e.g. 'https://porthole.example.com'. */
  workerUrl: string
  projectId: string
  /** The snippet's `data-features`: `{ swaps: false }`. The project's remote configuration overrides them. */
  features?: Record<string, unknown>
  /** The snippet's `data-theme`: 'light' (default), 'dark', or 'system' (follows the visitor's `prefers-color-scheme`). */
  theme?: Theme
  /** The snippet's `data-theme-variables`: `{ accent: '#e4572e' }`, in Porthole's names or AppKit's; a bad one is said on the console. */
  themeVariables?: ThemeVariablesInput
  /** How wallets name your site, over what the page's head says. */
  dapp?: DappAttributes
  /**
   * Announce the provider by EIP-6963 and register the Solana wallet with the
   * Wallet Standard, so wagmi, RainbowKit, the Solana wallet adapter find it
   * (default true).
   */
  announce?: boolean
}

/** The page-channel code: the same module the snippet fetches, split by your bundler into its own chunk. */
const loadChannel = () => import('../../loader/src/channel/index.js')

/** The snippet's options these values stand for (what `readScriptOptions` reads off its tag). */
export function scriptOptionsOf({
  workerUrl,
  projectId,
  features,
  themeVariables,
  dapp = {},
  announce: _announce,
  ...options
}: PortholeOptions): ScriptOptions {
  return {
    theme: 'light',
    reconnect: true,
    injectWindowEthereum: false,
    ...options,
    origin: new URL(workerUrl).origin,
    projectId,
    ...(features ? { features: JSON.stringify(features) } : {}),
    ...(themeVariables ? { themeVariables: JSON.stringify(themeVariables) } : {}),
    dapp,
  }
}

/**
 * Porthole in a bundled app: the same frame, API and providers as the
 * snippet. Call it once, in the browser (it adds the frame's iframe to the
 * page at idle time); nothing happens on import.
 */
export function createPorthole(options: PortholeOptions): Porthole {
  const porthole = createBootstrap(scriptOptionsOf(options), loadChannel)
  exposePorthole(window, porthole, options, options.announce !== false)
  return porthole
}
