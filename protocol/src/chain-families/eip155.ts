import { type ChainFamily } from '../chain-family.js'
import { exactAddress } from './common.js'

/** EVM chains: hex addresses whose case is only a checksum, numeric chain ids. */
export const eip155Family = {
  namespace: 'eip155',
  support: 'full',
  reference: /^[1-9][0-9]{0,15}$/,
  address: /^0x[0-9a-fA-F]{40}$/,
  sameAddress: (a, b) => exactAddress(a.toLowerCase(), b.toLowerCase()),
  // Where the project enables one on the active network; otherwise the key's own account acts.
  defaultAccountType: 'smartAccount',
  features: ['names', 'activity', 'swaps', 'smartAccounts', 'chainSwitch'],
} as const satisfies ChainFamily<'eip155'>
