import { type ChainFamily } from '../chain-family.js'
import { CAIP_REFERENCE, exactAddress } from './common.js'

/** Cosmos SDK chains: bech32 addresses with the chain's own prefix; networks named by their chain id. */
export const cosmosFamily = {
  namespace: 'cosmos',
  support: 'partial',
  reference: CAIP_REFERENCE,
  address: /^[a-z]{1,83}1[02-9ac-hj-np-z]{38,58}$/,
  sameAddress: exactAddress,
  defaultAccountType: 'eoa',
  features: [],
} as const satisfies ChainFamily<'cosmos'>
