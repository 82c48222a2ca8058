/** What the other feature folders use of router/. */
export { type BatchCall, parseWalletSendCallsParams, type SendCallsRequest } from './wallet-send-calls.js'
