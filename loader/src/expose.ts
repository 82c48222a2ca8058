import { metaMaskCompatible } from './compat.js'
import { announceProvider } from './eip6963.js'
import type { Porthole } from './porthole.js'
import type { ScriptOptions } from './script-options.js'
import { registerWallet } from './wallet-standard.js'

/**
 * Makes Porthole findable by the page's libraries, for the snippet and the npm
 * package alike: the EIP-1193 provider by EIP-6963, the Solana wallet by the
 * Wallet Standard, and, when asked, as `window.ethereum` where there is none.
 * A compat identity is only worn as `window.ethereum`, so asking for one injects it.
 */
export function exposePorthole(
  target: Window & { ethereum?: unknown },
  porthole: Porthole,
  options: Partial<Pick<ScriptOptions, 'injectWindowEthereum' | 'compat'>>,
  announce = true,
): void {
  if (announce) {
    announceProvider(target, porthole.provider)
    registerWallet(target, porthole.solana)
  }
  if ((options.injectWindowEthereum || options.compat) && target.ethereum == null) {
    target.ethereum = options.compat === 'metamask' ? metaMaskCompatible(porthole.provider) : porthole.provider
  }
}
