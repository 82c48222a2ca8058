import { SiwxErrors } from '@porthole/protocol'
import type { Compat } from './compat.js'

/** What the pasted snippet says, read from its own <script> element. */
export type ScriptOptions = {
  /** Origin serving the loader and the frame (the worker). */
  origin: string
  projectId: string | undefined
  /** `data-theme` (`light`, `dark` or `system`) as written: the page channel checks it, the worker takes light for anything else. */
  theme?: string | undefined
  /** `data-theme-variables` (JSON such as `{"accent":"#e4572e"}`) as written, checked by the page channel. */
  themeVariables?: string | undefined
  /** `data-reconnect="false"`: a stored connection is not resumed on load. */
  reconnect: boolean
  /** `data-inject-window-ethereum`: the provider also becomes `window.ethereum` where there is none. */
  injectWindowEthereum: boolean
  /** `data-compat="metamask"`: `window.ethereum` (injected where there is none) also says `isMetaMask: true`. */
  compat?: Compat
  /** `data-siwx="required|optional"`: the page asks for sign-in with X where its project has no settings of its own. */
  siwx?: 'required' | 'optional'
  /**
   * The snippet's own feature settings, passed to the frame as written:
   * `data-features` (JSON such as `{"swaps":false}`, checked by the worker) and
   * `data-basic`. The project's remote configuration overrides them.
   */
  features?: string
  basic?: boolean
  /** `data-debug`: the frame keeps its log in a ring buffer. */
  debug?: boolean
  /** `data-locale` (`ja`, `ar`, …), passed to the frame as written: the worker keeps it only if it is a supported language. */
  locale?: string
  /** A snippet that cannot start, said as `ready`'s error: 'siweConfig and siwx cannot both be set'. */
  configError?: string
  /** `data-name`, `data-description`, `data-icon`: how wallets name the site, over what the page's own head says. */
  dapp: DappAttributes
}

export type DappAttributes = { name?: string | undefined; description?: string | undefined; icon?: string | undefined }

export function readScriptOptions(script: HTMLScriptElement): ScriptOptions {
  const { dataset } = script
  const siwx = dataset.siwx === 'required' || dataset.siwx === 'optional' ? dataset.siwx : undefined
  const both = dataset.siwx !== undefined && dataset.siweConfig !== undefined
  return {
    origin: new URL(script.src).origin,
    projectId: dataset.projectId || undefined,
    theme: dataset.theme,
    themeVariables: dataset.themeVariables,
    reconnect: dataset.reconnect !== 'false',
    injectWindowEthereum: dataset.injectWindowEthereum !== undefined && dataset.injectWindowEthereum !== 'false',
    ...(siwx ? { siwx } : {}),
    ...(dataset.compat === 'metamask' ? { compat: dataset.compat } : {}),
    ...(dataset.features ? { features: dataset.features } : {}),
    ...(dataset.basic === undefined ? {} : { basic: dataset.basic !== 'false' }),
    ...(dataset.debug === undefined || dataset.debug === 'false' ? {} : { debug: true }),
    ...(dataset.locale ? { locale: dataset.locale } : {}),
    ...(both ? { configError: SiwxErrors.bothConfigured } : {}),
    dapp: { name: dataset.name, description: dataset.description, icon: dataset.icon },
  }
}
