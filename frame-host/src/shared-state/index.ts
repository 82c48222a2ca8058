/**
 * The slices and actions that other slices react to: the modal, the connection, the active network and
 * what storage held. They import nothing of the store, so any slice may use them without a cycle.
 */
export { accountsChanged, connected, type ConnectedAccount, connectionSlice, disconnected, reconnectStarted } from './connection-slice.js'
export { chooseChainFamily, closeModal, frameInitialized, modalSlice, openSwitchActiveChain, pushView, replaceView, setLoading, shake } from './modal-slice.js'
export { setActiveNetwork } from './network-actions.js'
export { storedStateRead } from './stored-state.js'
