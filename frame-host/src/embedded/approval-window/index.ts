/** What the approval window document needs of the frame's code, and no more: a module graph of its own. */
export { approvalRequest, jsonOf, type ApprovalRequest, type Json } from './approval-request.js'
export { approvalDigest, canonicalJson } from './approval-digest.js'
export { describeApproval } from './describe-approval.js'
export { postToOwnOrigin, readWindowMessage, type WindowMessage } from './window-messages.js'
export { postPasskeyMessage, readPasskeyMessage, type CreatedPasskey, type PasskeyCreation } from './passkey-window-messages.js'
export { cannotApprove } from '../cannot-approve.js'
export { requestWarning } from '../request-warning.js'
export type { RequestDescription } from '../describe-request.js'
