import { exposePorthole } from './expose.js'
import { createPorthole, type Porthole } from './porthole.js'
import { readScriptOptions } from './script-options.js'

declare global {
  interface Window {
    porthole?: Porthole
    ethereum?: unknown
  }
}

const script = document.currentScript
if (window.porthole) console.warn('[porthole] the snippet is on this page twice; the first one is used')
else if (script instanceof HTMLScriptElement) {
  const options = readScriptOptions(script)
  exposePorthole(window, (window.porthole = createPorthole(options)), options)
}
