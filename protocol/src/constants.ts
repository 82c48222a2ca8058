/** The channel's version, timeouts and timings (docs/ARCHITECTURE.md "The channel"). */
export const PROTOCOL_VERSION = 1

/** Frame load: from iframe creation to an answered handshake. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Default for any call over the channel that has no longer spec value. */
export const REQUEST_TIMEOUT_MS = 20_000
/** Connect email / device / OTP / social / redirect. */
export const CONNECT_TIMEOUT_MS = 120_000
export const FRAME_READY_DELAY_MS = 500
export const SHAKE_MS = 500
export const TOAST_SWAP_MS = 150
export const MODAL_ERROR_DELAY_MS = 300
export const SIGN_OUT_TIMEOUT_MS = 3_000

/** Marks the one window message the loader sends: the port handshake. */
export const HANDSHAKE_TAG = 'porthole:connect'
