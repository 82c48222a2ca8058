import { type ChainFamily } from '../chain-family.js'
import { CAIP_REFERENCE, exactAddress } from './common.js'

/** Bitcoin: bech32 (segwit, taproot) or base58 (legacy, script) addresses; networks named by their genesis block hash. */
export const bip122Family = {
  namespace: 'bip122',
  support: 'partial',
  reference: CAIP_REFERENCE,
  address: /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  sameAddress: exactAddress,
  // Wallet Standard Bitcoin wallets name their chains `bitcoin:mainnet` …
  standardChainPrefix: 'bitcoin:',
  // A Bitcoin wallet's addresses serve a purpose; the payment one acts.
  defaultAccountType: 'payment',
  features: [],
} as const satisfies ChainFamily<'bip122'>
