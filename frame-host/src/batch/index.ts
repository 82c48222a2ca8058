/** What the other feature folders use of batch/. */
export { callsStatus } from './calls-status.js'
export { checkFrameBatch } from './check-batch.js'
export { frameCapabilities, getCapabilitiesParams } from './frame-capabilities.js'
export { newBatchId, startCalls } from './run-calls.js'
export { sendCallsInOrder } from './send-calls-in-order.js'
export { parseWalletSendCallsParams, type SendCallsRequest } from './wallet-send-calls.js'
