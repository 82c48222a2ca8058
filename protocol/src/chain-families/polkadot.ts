import { type ChainFamily } from '../chain-family.js'
import { CAIP_REFERENCE, exactAddress } from './common.js'

/** Polkadot and its parachains: SS58 (base58) addresses; networks named by the first 32 hex digits of their genesis hash. */
export const polkadotFamily = {
  namespace: 'polkadot',
  support: 'partial',
  reference: CAIP_REFERENCE,
  address: /^[1-9A-HJ-NP-Za-km-z]{46,48}$/,
  sameAddress: exactAddress,
  defaultAccountType: 'eoa',
  features: [],
} as const satisfies ChainFamily<'polkadot'>
