/** What the other feature folders use of embedded/. */
export { jsonOf } from './approval-window/approval-request.js'
export { awaitApproval, refuseNotAllowed } from './approval-queue.js'
export { completeEmbeddedSignIn } from './complete-sign-in.js'
export { describeMessageBytes, type RequestDescription } from './describe-request.js'
export { loudest, type Warning } from './warning.js'
