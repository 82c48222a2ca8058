import { createSelector } from '@reduxjs/toolkit'
import { DefaultNamespace, featureEnabled, RemoteFeatureIds, type FeatureId, type HostWallet, type RemoteFeature } from '@porthole/protocol'
import { connectOptions } from '../config/connect-methods.js'
import { isSameWallet } from '../wallets/host-wallets-slice.js'
import type { FrameState } from './types.js'

const isRemoteFeature = (id: FeatureId) => (RemoteFeatureIds as readonly FeatureId[]).includes(id)

/** An address is connected on the chain family the modal is working with. */
export const selectIsConnected = (state: FrameState): boolean => {
  const connection = state.connection[state.modal.activeChain]
  return connection.status === 'connected' && connection.accounts.length > 0
}

export const selectModal = (state: FrameState) => state.modal
export const selectPairing = (state: FrameState) => state.walletConnect
export const selectToast = (state: FrameState) => state.toast
export const selectTheme = (state: FrameState) => state.theme
/** Basic mode: every remote feature off, whatever the project or the snippet lists. */
export const selectBasicMode = (state: FrameState) => state.features.basic
/** The features in force, basic mode applied: what every feature check reads. */
export const selectFeatures = createSelector([(state: FrameState) => state.features.list, selectBasicMode], (list, basic): RemoteFeature[] =>
  basic ? [...list.filter((f) => !isRemoteFeature(f.id)), ...RemoteFeatureIds.map((id) => ({ id, isEnabled: false, config: null }))] : list,
)
/** Whether a feature of is on (its default where nothing says). */
export const selectFeatureOn = (state: FrameState, id: FeatureId): boolean => featureEnabled(selectFeatures(state), id)
/** Remote feature `multiWallet`: whether the visitor may hold several wallets at once (ProfileWallets). */
export const multiWalletEnabled = (state: FrameState): boolean => selectFeatureOn(state, 'multiWallet')
/** The legal checkbox is on and not ticked yet: connect buttons do nothing. */
export const selectLegalPending = (state: FrameState): boolean => selectFeatureOn(state, 'legalCheckbox') && !state.features.legalAccepted
export const selectAlerts = (state: FrameState) => state.alerts.shown
export const selectConnectAttempt = (state: FrameState) => state.connectAttempt
export const selectSocialLogin = (state: FrameState) => state.socialLogin
export const selectFarcasterLogin = (state: FrameState) => state.farcasterLogin
export const selectHostWallets = (state: FrameState) => state.hostWallets.list

/** The Connect view's methods and socials, following the features in the store. */
export const selectConnectOptions = createSelector([selectFeatures], connectOptions)

/** Connector order as far as the page's wallets go: recent first (newest first), then the rest. */
export const selectOrderedHostWallets = createSelector(
  [selectHostWallets, (state: FrameState) => state.hostWallets.recent, (state: FrameState) => state.modal.activeChain],
  (all, recent, family): { wallet: HostWallet; recent: boolean }[] => {
    // The Connect view offers the wallets of the family the modal works with.
    const list = all.filter((w) => (w.namespace ?? DefaultNamespace) === family)
    const recentWallets = [...new Set(recent.flatMap((ref) => list.filter((w) => isSameWallet(ref, w)).slice(0, 1)))]
    const rest = list.filter((w) => !recentWallets.includes(w))
    return [...recentWallets.map((wallet) => ({ wallet, recent: true })), ...rest.map((wallet) => ({ wallet, recent: false }))]
  },
)
