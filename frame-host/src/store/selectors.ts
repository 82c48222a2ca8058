import { memoSelector } from '../memo-selector/index.js'
import { featureEnabled, RemoteFeatureIds, type FeatureId, type RemoteFeature } from '@porthole/protocol'
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
export const selectFeatures = memoSelector([(state: FrameState) => state.features.list, selectBasicMode], (list, basic): RemoteFeature[] =>
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
/** Before its feature joins the store (after the first paint) there is no passkey flow to show. */
export const selectPasskeyLogin = (state: FrameState) => state.passkeyLogin ?? null
/** Passkeys are offered where the project turns them on and has a network its smart accounts run on: a passkey account is one. */
export const selectPasskeysOffered = (state: FrameState): boolean => selectFeatureOn(state, 'passkeys') && (state.smartAccount?.enabledNetworks.length ?? 0) > 0
export const selectFarcasterLogin = (state: FrameState) => state.farcasterLogin
