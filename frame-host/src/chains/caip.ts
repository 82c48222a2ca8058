import { namespaceOfNetworkId } from '@porthole/protocol'

/** CAIP-2 id of an EVM chain: `eip155:<chain id>`. */
export const eip155NetworkId = (chainId: number): string => `eip155:${chainId}`

/** The chain family a CAIP-2 id belongs to, or undefined for one we do not know. */
export const namespaceOf = namespaceOfNetworkId

/** The EVM chain id of an `eip155:<n>` id, or undefined. */
export function eip155ChainId(caipNetworkId: string): number | undefined {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(caipNetworkId)
  return match ? Number(match[1]) : undefined
}
