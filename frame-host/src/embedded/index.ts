/** What the other feature folders use of embedded/. */
export { jsonOf } from './approval-window/approval-request.js'
export { awaitApproval, refuseNotAllowed } from './approval-queue.js'
export { describeMessageBytes, type RequestDescription, type SolanaAction } from './describe-request.js'
export { loudest, type Warning } from './warning.js'
export { EMBEDDED_ICON, SESSION_CHECK_MS } from './embedded-service.js'
export { startingNetwork } from './starting-network.js'
