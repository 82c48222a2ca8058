import { createSelector } from '@reduxjs/toolkit'
import type { FrameState } from './types.js'

/** One row of ProfileWallets: a connected wallet of the modal's family. */
export type ProfileWallet = { connectorId: string; name: string; icon?: string | undefined; address: string; active: boolean }

// Only the ProfileWallets view reads this: it loads with that view, not with the first paint.
/**
 * ProfileWallets: the family's active wallet first, then the others
 * it keeps (newest first). A page wallet is named as it announced itself.
 */
export const selectProfileWallets = createSelector(
  [
    (state: FrameState) => state.modal.activeChain,
    (state: FrameState) => state.connection,
    (state: FrameState) => state.profileWallets,
    (state: FrameState) => state.hostWallets.list,
  ],
  (family, connection, parked, hostWallets): ProfileWallet[] => {
    const describe = (connectorId: string, address: string | undefined, active: boolean): ProfileWallet[] => {
      if (!address) return []
      const announced = hostWallets.find((w) => w.uuid === connectorId)
      return [{ connectorId, name: announced?.name ?? 'Wallet', icon: announced?.icon, address, active }]
    }
    const current = connection[family]
    return [
      ...(current.status === 'connected' && current.connectorId ? describe(current.connectorId, current.accounts[0]?.address, true) : []),
      ...parked[family].flatMap((c) => describe(c.connectorId, c.accounts[0]?.address, false)),
    ]
  },
)
