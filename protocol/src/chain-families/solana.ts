import { type ChainFamily } from '../chain-family.js'
import { CAIP_REFERENCE, exactAddress } from './common.js'

/** A Solana address is base58, 32 to 44 characters. */
export const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Solana: base58 addresses, clusters named by their genesis hash (or `localnet`). */
export const solanaFamily = {
  namespace: 'solana',
  support: 'full',
  reference: CAIP_REFERENCE,
  address: SOLANA_ADDRESS_PATTERN,
  sameAddress: exactAddress,
  standardChainPrefix: 'solana:',
  defaultAccountType: 'eoa',
  features: [],
} as const satisfies ChainFamily<'solana'>
