/**
 * What several features' slices share: the slices and actions they react to (the modal, the connection,
 * the active network, what storage held, the embedded wallet's sign-out) and the token balance they keep.
 * Nothing here imports the store, so any slice may use it without a cycle through the root reducer.
 */
export { accountsChanged, connected, type ConnectedAccount, disconnected, reconnectStarted } from './connection-slice.js'
export { chooseChainFamily, modalSlice, openSwitchActiveChain, replaceView } from './modal-slice.js'
export { closeModal, modalOpened, modalWentBack, pushView, shake } from './modal-state.js'
export { embeddedSignedOut } from './embedded-signed-out.js'
export { setActiveNetwork } from './network-actions.js'
export { storedStateRead } from './stored-state.js'
export type { TokenBalance } from './token-balance.js'
