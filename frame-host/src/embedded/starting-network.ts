import type { Namespace } from '@porthole/protocol'
import { namespaceOf } from '../chains/index.js'
import type { ConnectorContext } from '../store/index.js'
import { selectDefaultNetworkId } from '../store/index.js'

/**
 * Where an embedded account of `family` starts: the last used chain when
 * it is one of that family the frame offers, else the family's default (the
 * project's default network): a chain that works, first.
 */
export function startingNetwork({ getState, services }: ConnectorContext, family: Namespace): string {
  const state = getState()
  const last = services.embedded.storage.readLastUsedChain()
  const offered = last && namespaceOf(last) === family && state.network.available.some((n) => n.caipNetworkId === last)
  return offered ? last : selectDefaultNetworkId(state, family)
}
