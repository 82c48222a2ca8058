/** What the other feature folders use of siwx/. */
export { needsSignIn, requestSignIn } from './request-sign-in.js'
export { signedIn } from './siwx-slice.js'
