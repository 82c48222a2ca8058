import type { ConnectedAccount } from '../shared-state/index.js'
import type { SmartAccountState } from './smart-account-slice.js'

/**
 * Whether the embedded key's smart account acts on a network: the family
 * prefers it, the project enables it there, the worker gave one, and no
 * smart-account error made it fall back to eoa.
 */
export const smartAccountActs = (smart: SmartAccountState, networkId: string): boolean =>
  smart.preferred.eip155 === 'smartAccount' && smart.address !== null && smart.fallback === null && smart.enabledNetworks.includes(networkId)

/** The embedded wallet's acting EVM account on a network: its smart account where that acts, else the key's own address. */
export function embeddedAccount(smart: SmartAccountState, ownAddress: string, networkId: string): ConnectedAccount {
  return smartAccountActs(smart, networkId) ? { address: smart.address!, type: 'smartAccount' } : { address: ownAddress, type: 'eoa' }
}
