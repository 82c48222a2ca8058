/** What the other feature folders use of send/. */
export { refreshAfterSend } from './refresh-after-send.js'
export { requestTransaction } from './request-transaction.js'
export { resetSend, sendFailed, sendStarted } from './send-slice.js'
export { transactionSent } from './transaction-sent.js'
export { waitForReceipt } from './wait-for-receipt.js'
