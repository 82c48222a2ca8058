import { FullNamespaces, isFullySupported, namespaceOfNetworkId, type FullNamespace } from '@porthole/protocol'
import type { AnyChainInfo } from '../chain-data/config.js'
import { eip155Worker } from './eip155/index.js'
import { solanaWorker } from './solana/index.js'
import type { WorkerFamily } from './worker-family.js'

/** The worker's side of each fully supported family; the partly supported ones reach the worker through no route. */
const byNamespace = { eip155: eip155Worker, solana: solanaWorker } as const satisfies { [N in FullNamespace]: { namespace: N } }

// A family's methods take its own chains and addresses; callers pair them by the chain's or the address's family.
const erased = (family: (typeof byNamespace)[FullNamespace]) => family as unknown as WorkerFamily

/** The families in the protocol's order, the default first: where a text or address is tried against each. */
export const workerFamilies: readonly WorkerFamily[] = FullNamespaces.map((namespace) => erased(byNamespace[namespace]))

/** The family of a CAIP-2 network id (or CAIP-10 account id), by its prefix; undefined for one the worker serves no family of. */
export function workerFamilyOf(caipId: string): WorkerFamily | undefined {
  const namespace = namespaceOfNetworkId(caipId)
  return isFullySupported(namespace) ? erased(byNamespace[namespace]) : undefined
}

/** The family a chain the worker reads belongs to. */
export const chainFamily = (chain: AnyChainInfo): WorkerFamily => erased(byNamespace[chain.family])
