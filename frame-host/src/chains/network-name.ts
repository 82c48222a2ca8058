import type { Network } from './networks.js'

export const UNKNOWN_NETWORK_NAME = 'Unknown Network'

/** A chain the frame does not list shows as 'Unknown Network'. */
export function networkName(networks: readonly Network[], caipNetworkId: string): string {
  return networks.find((n) => n.caipNetworkId === caipNetworkId)?.name ?? UNKNOWN_NETWORK_NAME
}
