/** What the sign-in view calls (`@porthole/frame-host/siwx`): the sign-in's own thunks, and the connection's answer to declining it. */
export { cancelSignIn } from './connection/cancel-sign-in.js'
export { prepareSignIn, signIn } from './siwx/sign-in.js'
