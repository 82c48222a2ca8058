import { Themes, type Theme } from '@porthole/protocol'

/** What the pasted snippet says, read from its own <script> element. */
export type ScriptOptions = {
  /** Origin serving the loader and the frame (the worker). */
  origin: string
  projectId: string | undefined
  theme: Theme
  /** `data-reconnect="false"`: a stored connection is not resumed on load. */
  reconnect: boolean
  /** `data-inject-window-ethereum`: the provider also becomes `window.ethereum` where there is none. */
  injectWindowEthereum: boolean
}

export function readScriptOptions(script: HTMLScriptElement): ScriptOptions {
  const { dataset } = script
  const theme = Themes.find((t) => t === dataset.theme) ?? 'light'
  return {
    origin: new URL(script.src).origin,
    projectId: dataset.projectId || undefined,
    theme,
    reconnect: dataset.reconnect !== 'false',
    injectWindowEthereum: dataset.injectWindowEthereum !== undefined && dataset.injectWindowEthereum !== 'false',
  }
}
