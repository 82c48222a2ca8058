import { metaMaskCompatible } from './compat.js'
import { announceProvider } from './eip6963.js'
import { createPorthole, type Porthole } from './porthole.js'
import { readScriptOptions } from './script-options.js'
import { registerWallet } from './wallet-standard.js'

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
  const porthole = (window.porthole = createPorthole(options))
  announceProvider(window, porthole.provider)
  registerWallet(window, porthole.solana)
  // A compat identity is only worn as window.ethereum, so asking for one injects it (never over a wallet already there).
  if ((options.injectWindowEthereum || options.compat) && window.ethereum == null) {
    window.ethereum = options.compat === 'metamask' ? metaMaskCompatible(porthole.provider) : porthole.provider
  }
}
