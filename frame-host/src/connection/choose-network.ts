import { FullNamespaces, type Namespace } from '@porthole/protocol'
import { namespaceOf } from '../chains/index.js'
import { EMBEDDED_ID } from '../connectors/index.js'
import { type FrameThunk, openModal, selectConnectedFamilies } from '../store/index.js'
import { openSwitchActiveChain, pushView } from '../shared-state/index.js'
import { switchNetwork } from './switch-network.js'

/** The families the email/social (embedded) wallet has accounts in. */
const AUTH_NAMESPACES: readonly Namespace[] = FullNamespaces

/** What choosing a network leads to: SwitchActiveChain, the SwitchNetwork view while it switches, or a switch without a view. */
export type NetworkRoute = 'SwitchActiveChain' | 'SwitchNetwork' | 'direct'

export declare namespace networkRoute {
  type Facts = {
    /** The family of the network chosen. */
    target: Namespace
    /** The families with an address connected. */
    connected: readonly Namespace[]
    /** The connector of the modal's active family, if any. */
    connectorId: string | undefined
    /** The caller needs no confirmation shown (the switch is not the visitor's to approve). */
    ignoreConfirmation: boolean
  }
}

/**
 * SwitchActiveChain when the chosen network's family has no address
 * yet while another has one; SwitchNetwork when the active connector is the
 * email/social one and supports the family, or whenever the confirmation is
 * not ignored (the wallet asks the visitor); otherwise the switch just happens.
 */
export function networkRoute({ target, connected, connectorId, ignoreConfirmation }: networkRoute.Facts): NetworkRoute {
  if (connected.length > 0 && !connected.includes(target)) return 'SwitchActiveChain'
  if (connectorId === EMBEDDED_ID && AUTH_NAMESPACES.includes(target)) return 'SwitchNetwork'
  return ignoreConfirmation ? 'direct' : 'SwitchNetwork'
}

/** Chooses a network by the rules: opens the view they name (when the modal is not on it) and switches. */
export function chooseNetwork(caipNetworkId: string, { ignoreConfirmation = false } = {}): FrameThunk<Promise<NetworkRoute>> {
  return async (dispatch, getState) => {
    const state = getState()
    const target = namespaceOf(caipNetworkId)
    // A network of no known family: switchNetwork refuses it as 'Chain is not supported'.
    if (target === undefined) return dispatch(switchNetwork(caipNetworkId)).then(() => 'direct' as const)
    const route = networkRoute({
      target,
      connected: selectConnectedFamilies(state).map((f) => f.namespace),
      connectorId: state.connection[state.modal.activeChain].connectorId,
      ignoreConfirmation,
    })
    if (route === 'SwitchActiveChain') {
      dispatch(openSwitchActiveChain(caipNetworkId))
      return route
    }
    if (route === 'SwitchNetwork' && !state.modal.open) dispatch(openModal('SwitchNetwork'))
    else if (route === 'SwitchNetwork' && state.modal.view !== 'SwitchNetwork') dispatch(pushView('SwitchNetwork'))
    await dispatch(switchNetwork(caipNetworkId))
    return route
  }
}
