/** What the other feature folders use of embedded/. */
export { jsonOf } from './approval-window/approval-request.js'
export type { AuthFetch } from './auth-client.js'
export { describeMessageBytes, type PermissionsDescription, type RequestDescription } from './describe-request.js'
export { embeddedActions } from './embedded-slice.js'
export { loudest, type Warning } from './warning.js'
