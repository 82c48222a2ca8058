/** What the other feature folders use of send/. */
export { refreshAfterSend } from './refresh-after-send.js'
export { requestTransaction } from './request-transaction.js'
export { resetSend } from './send-slice.js'
export { waitForReceipt } from './wait-for-receipt.js'
