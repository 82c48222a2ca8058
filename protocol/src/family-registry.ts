import { bip122Family } from './chain-families/bip122.js'
import { cosmosFamily } from './chain-families/cosmos.js'
import { eip155Family } from './chain-families/eip155.js'
import { polkadotFamily } from './chain-families/polkadot.js'
import { solanaFamily } from './chain-families/solana.js'
import type { ChainFamily, Namespace } from './chain-family.js'
import { namespaceOfNetworkId } from './families.js'

/**
 * The chain families' descriptors, looked up by namespace or by a CAIP id of
 * theirs. Code outside chain-families/ asks these instead of naming a family.
 */
export const ChainFamilies = {
  eip155: eip155Family,
  solana: solanaFamily,
  bip122: bip122Family,
  polkadot: polkadotFamily,
  cosmos: cosmosFamily,
} as const satisfies { [N in Namespace]: ChainFamily<N> }

export const familyOf = <N extends Namespace>(namespace: N): (typeof ChainFamilies)[N] => ChainFamilies[namespace]

/** The family a CAIP-2 network id (or CAIP-10 account id) belongs to, by its prefix; undefined for one we do not know. */
export function familyOfNetworkId(caipId: string): ChainFamily | undefined {
  const namespace = namespaceOfNetworkId(caipId)
  return namespace && ChainFamilies[namespace]
}

/** A CAIP-2 network id split into its family and reference, when the reference has its family's form. */
export function parseNetworkId(caipId: string): { family: ChainFamily; reference: string } | undefined {
  const family = familyOfNetworkId(caipId)
  const reference = caipId.slice(caipId.indexOf(':') + 1)
  return family?.reference.test(reference) ? { family, reference } : undefined
}

/** A CAIP-10 account id (`<network id>:<address>`) split, when the address has its family's form. */
export function parseAccountId(caipId: string): { family: ChainFamily; networkId: string; address: string } | undefined {
  const cut = caipId.lastIndexOf(':')
  const networkId = caipId.slice(0, cut)
  const network = parseNetworkId(networkId)
  const address = caipId.slice(cut + 1)
  return network?.family.address.test(address) ? { family: network.family, networkId, address } : undefined
}
