import { createSelector } from '../store/index.js'
import type { AccountType, Namespace } from '@porthole/protocol'
import { EMBEDDED_ID } from '../connectors/index.js'
import type { ConnectedAccount } from '../shared-state/index.js'
import type { FrameState } from '../store/index.js'
import type { PreferredAccountType } from './smart-account-slice.js'

/** The family's acting account (address and type) while connected. */
export const selectActingAccount = (state: FrameState, namespace: Namespace): ConnectedAccount | undefined => {
  const connection = state.connection[namespace]
  return connection.status === 'connected' ? connection.accounts[0] : undefined
}

/** The acting account's type on the modal's family; undefined while nothing is connected. */
export const selectAccountType = (state: FrameState): AccountType | undefined => selectActingAccount(state, state.modal.activeChain)?.type

export const selectPreferredAccountType = (state: FrameState, namespace: Namespace): PreferredAccountType => state.smartAccount.preferred[namespace]

/** SmartAccountDeployed: whether the smart account has code on the active EVM network; undefined until read. */
export const selectSmartAccountDeployed = (state: FrameState): boolean | undefined => state.smartAccount.deployed[state.network.active.eip155]

/** The smart account is offered on the active EVM network: an embedded account that has one, on a network the project enables. */
export const selectSmartAccountOffered = (state: FrameState): boolean =>
  state.connection.eip155.status === 'connected' &&
  state.connection.eip155.connectorId === EMBEDDED_ID &&
  // A passkey account is its smart account: it has no key of its own to switch to.
  state.embedded.user?.provider !== 'passkey' &&
  state.smartAccount.address !== null &&
  state.smartAccount.enabledNetworks.includes(state.network.active.eip155)

export type EmbeddedWalletInfo = { user: { username: string | null }; authProvider: string; accountType: AccountType; isSmartAccountDeployed: boolean }

/** Embedded wallet info, while the embedded wallet is signed in. */
export const selectEmbeddedWalletInfo = createSelector(
  [(state: FrameState) => state.embedded.user, (state: FrameState) => selectActingAccount(state, 'eip155')?.type, selectSmartAccountDeployed],
  (user, type, deployed): EmbeddedWalletInfo | undefined => {
    if (!user) return undefined
    const accountType = type ?? 'eoa'
    return {
      user: { username: user.username },
      authProvider: user.provider || 'email',
      accountType,
      isSmartAccountDeployed: accountType === 'smartAccount' && deployed === true,
    }
  },
)
