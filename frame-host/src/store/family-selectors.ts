import { createSelector } from '@reduxjs/toolkit'
import { Namespaces, type Namespace } from '@porthole/protocol'
import { networkName } from '../chains/index.js'
import type { FrameState } from './types.js'

// Only the Account, Send and SwitchNetwork views read these: they load with those views, not with the first paint.
/** The chain family the modal works with. */
export const selectActiveChain = (state: FrameState): Namespace => state.modal.activeChain

/** An account per family; those connected, each with its family's active network. */
export const selectConnectedFamilies = createSelector(
  [(state: FrameState) => state.connection, (state: FrameState) => state.network],
  (connection, network): { namespace: Namespace; address: string; networkId: string; networkName: string }[] =>
    Namespaces.flatMap((namespace) => {
      const address = connection[namespace].status === 'connected' ? connection[namespace].accounts[0]?.address : undefined
      const networkId = network.active[namespace]
      return address ? [{ namespace, address, networkId, networkName: networkName(network.available, networkId) }] : []
    }),
)
