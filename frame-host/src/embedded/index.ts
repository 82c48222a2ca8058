/** What the other feature folders use of embedded/. */
export { jsonOf, type ApprovalRequest } from './approval-window/approval-request.js'
export type { SolanaFacts } from './approval-window/chain-facts.js'
export { awaitApproval, refuseNotAllowed } from './approval-queue.js'
export { describeMessageBytes, type RequestDescription, type SolanaAction, type SolanaTransactionDescription } from './describe-request.js'
export { loudest, type Warning } from './warning.js'
export { EMBEDDED_ICON, SESSION_CHECK_MS } from './embedded-service.js'
export { startingNetwork } from './starting-network.js'
