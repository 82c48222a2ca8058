import { namespaceOf } from '../chains/index.js'
import { connected, setActiveNetwork } from '../shared-state/index.js'
import { type FrameStartListening, openModal } from '../store/index.js'
import type { FrameState } from '../root-reducer.js'

/**
 * A connected family's network that the project does not offer, while it
 * offers others of that family to switch to (with none there is nowhere to go).
 */
export function isUnsupportedChain(state: FrameState, caipNetworkId: string): boolean {
  const namespace = namespaceOf(caipNetworkId)
  if (!namespace || state.connection[namespace].status !== 'connected') return false
  const { available } = state.network
  return !available.some((n) => n.caipNetworkId === caipNetworkId) && available.some((n) => n.namespace === namespace)
}

/**
 * UnsupportedChain: when a connected wallet (the page's, a
 * WalletConnect one) is on, or moves to, a network the project does not
 * offer, the modal opens on UnsupportedChain so the visitor can switch it to
 * one that it does. A family the project offers nothing of has nowhere to go,
 * so nothing opens.
 */
export function listenUnsupportedChain(startListening: FrameStartListening): () => void {
  return startListening({
    predicate: (action) => connected.match(action) || setActiveNetwork.match(action),
    effect: (action, api) => {
      const caipNetworkId = connected.match(action) ? action.payload.caipNetworkId : (action.payload as string)
      if (isUnsupportedChain(api.getState(), caipNetworkId)) api.dispatch(openModal('UnsupportedChain'))
    },
  })
}
