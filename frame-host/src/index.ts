export { prepareFrame, type PreparedFrame } from './prepare.js'
export type { FrameWindow, WindowMessage } from './channel/accept-handshake.js'
export { SocialProviders, type ConnectMethod, type ConnectOptions, type SocialProvider } from './config/connect-methods.js'
export { isValidEmail } from './validation/email.js'
export type { FrameDispatch, FrameState, FrameStore } from './store/types.js'
export { openSwitchActiveChain, replaceView, setLoading } from './shared-state/modal-slice.js'
export { closeModal, pushView, shake } from './shared-state/modal-state.js'
export { goBack, openModal, preparedView } from './store/modal-router.js'
export { hideToast, showToast, type Toast, type ToastVariant } from './store/toast-slice.js'
export { type ConnectionStatus } from './shared-state/connection-slice.js'
export { setActiveNetwork } from './shared-state/network-actions.js'
export { themeTokens, type Scheme, type ThemeTokens } from './theme/theme-tokens.js'
export { raiseAlert } from './store/alert-slice.js'
export { dismissAlert } from './store/alert-state.js'
export { setHostWallets } from './wallets/host-wallets-slice.js'
export { selectHostWallets, selectOrderedHostWallets } from './wallets/host-wallets-state.js'
export type { ConnectAttempt } from './connection/connect-attempt-slice.js'
export {
  selectAlerts,
  selectConnectAttempt,
  selectSocialLogin,
  selectPasskeyLogin,
  selectPasskeysOffered,
  selectFarcasterLogin,
  selectIsConnected,
  selectModal,
  selectPairing,
  selectTheme,
  selectToast,
} from './store/selectors.js'
export { selectConnectOptions } from './config/connect-methods.js'
export { leftPasskeyLogin } from './embedded/passkey/passkey-login-slice.js'
export { selectActiveNetworkId, selectAddress, selectNetworkName, selectNetworks } from './store/network-selectors.js'
export { selectBalance, selectNetworkUnreachable } from './store/balance-selectors.js'
export type { Network } from './chains/networks.js'
export {
  connectWallet,
  createPasskeyAccount,
  loadFeaturedWallets,
  loadRecommendedWallets,
  loginWithFarcaster,
  loginWithSocial,
  signInWithPasskey,
  startEmailLogin,
} from './first-paint-calls.js'
export { disconnect } from './connection/disconnect.js'
export { connectSocial } from './social/connect-social.js'
export { connectFarcaster } from './farcaster/connect-farcaster.js'
export type { FarcasterLogin } from './farcaster/farcaster-login-slice.js'
export type { SocialLogin } from './social/social-login-slice.js'
export { pairingRequested, type PairingState } from './walletconnect/pairing-slice.js'
export { browseLinks, walletConnectDeepLink } from './walletconnect/deep-links.js'
export { switchNetwork } from './connection/switch-network.js'
export { addWallet, switchActiveWallet } from './connection/profile-wallets.js'
export { selectProfileWallets, type ProfileWallet } from './store/profile-wallets-selectors.js'
export { fetchBalance } from './account/fetch-balance.js'
export { formatBalance, truncateAddress } from './format/format.js'
export { searchWallets } from './wallets/all-wallets-slice.js'
export { chooseDirectoryWallet } from './wallets/all-wallets-state.js'
export { loadNextWallets } from './wallets/all-wallets-thunks.js'
export { selectChosenWallet, selectHasMoreWallets, selectWalletEntries, type WalletEntry } from './wallets/all-wallets-selectors.js'
export { selectAllWalletsState, selectConnectDirectoryWallets } from './wallets/connect-wallets-selectors.js'
export type { DirectoryWallet } from './wallets/directory-client.js'
export { walletImageUrl } from './wallets/wallet-image-url.js'
export { formatAmount, formatFiat } from './format/format.js'
export { fetchTokenBalances } from './account/fetch-tokens.js'
export type { TokenBalance } from './shared-state/token-balance.js'
export {
  selectActivity,
  selectNameSuggestions,
  selectNfts,
  selectProfile,
  selectRegistering,
  selectSend,
  selectTokens,
  type ActivityRow,
  type NftItem,
  type TokenRow,
} from './account/account-selectors.js'
export { fetchActivity } from './activity/fetch-activity.js'
export { walletFeatures, WalletFeatures, type WalletFeature } from './account/wallet-features.js'
export { amountSet, resetSend, tokenChosen } from './send/send-slice.js'
export { sendTokens } from './send/send-tokens.js'
export { typeReceiver } from './send/resolve-receiver.js'
export { SendErrors } from './send/validate-send.js'
export { ACCOUNT_NAME, INVALID_ACCOUNT_NAME, isValidAccountName, NAME_SUFFIX } from './names/account-name.js'
export { fetchNameSuggestions, fetchProfileName, registerAccountName } from './names/names-thunks.js'
export { selectFeatures, selectFeatureOn, selectBasicMode, selectLegalPending, multiWalletEnabled } from './store/selectors.js'
export { selectActiveNetwork } from './store/network-selectors.js'
export { featuresFetched } from './store/features-slice.js'
export { legalAccepted } from './store/features-state.js'
export { selectActiveChain, selectConnectedFamilies } from './store/family-selectors.js'
export { completeEmbeddedSignIn } from './embedded/complete-sign-in.js'
export { checkEmailDevice, submitEmailOtp, type StepFailure, type StepOutcome } from './embedded/email-login.js'
export { startEmailUpdate, submitEmailUpdateOtp } from './embedded/email-update.js'
export { answerApproval } from './embedded/request-embedded.js'
export { embeddedActions, type EmbeddedState, type PendingApproval, type EmbeddedUser } from './embedded/embedded-slice.js'
export type { PermissionsDescription, RequestDescription, SolanaTransactionDescription, TransactionDescription } from './embedded/describe-request.js'
export { listSessions, revokeSession } from './embedded/sessions/revoke-session.js'
export { cannotApprove } from './embedded/cannot-approve.js'
export { requestWarning } from './embedded/request-warning.js'
export type { Warning } from './embedded/warning.js'
export type { AllowanceGrant } from './embedded/describe-allowance.js'
export type { PermitGrant } from './embedded/describe-permit.js'
export type { SignInRequest } from './embedded/describe-sign-in.js'
export type { SolanaAction } from './embedded/describe-request.js'
export { EMBEDDED_ID } from './connectors/embedded-id.js'
export { selectEmbedded } from './embedded/selectors.js'
// Swap: imported by the Swap view only, so it loads with that view's chunk.
export { loadSwapTokens } from './swap/load-swap-tokens.js'
export { fetchSwapQuote, typeSwapAmount } from './swap/fetch-swap-quote.js'
export { executeSwap } from './swap/execute-swap.js'
export { swapActions } from './swap/swap-slice.js'
export { SwapMessages } from './swap/swap-errors.js'
export { selectSwapView, type SwapViewModel, type SwapDetails } from './swap/swap-view-model.js'
export type { SwapTokenRow } from './swap/swap-inputs.js'
// On-ramp: imported by the Buy view only, so it loads with that view's chunk.
export { openCheckoutWindow } from './onramp/checkout-window.js'
export { amountProblem, PaymentMethods } from './onramp/payment-limits.js'
export {
  paymentAmountSet,
  paymentCurrencyChosen,
  paymentMethodChosen,
  purchaseCurrencyChosen,
  resetOnramp,
  selectOnramp,
  type OnrampState,
} from './onramp/onramp-slice.js'
export { fetchOnrampQuote, loadOnrampOptions, purchaseCurrenciesFor, startOnrampCheckout } from './onramp/onramp-thunks.js'
export { selectSiwx, type SignInFailure, type SiwxState } from './siwx/siwx-slice.js'
// Smart accounts: the Account view reads these; the slice and its listeners are the store's.
export {
  selectAccountType,
  selectEmbeddedWalletInfo,
  selectPreferredAccountType,
  selectSmartAccountDeployed,
  selectSmartAccountOffered,
  type EmbeddedWalletInfo,
} from './smart-account/smart-account-selectors.js'
export { setPreferredAccountType } from './smart-account/set-preferred-account-type.js'
export type { PreferredAccountType } from './smart-account/smart-account-slice.js'
export { chooseNetwork, networkRoute, type NetworkRoute } from './connection/choose-network.js'
