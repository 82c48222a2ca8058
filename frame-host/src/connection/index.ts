/** What the other feature folders use of connection/: its slice of attempts, and the thunks that connect, switch and end. */
export { connectAttemptSlice } from './connect-attempt-slice.js'
export { connectionEstablished } from './connection-established.js'
export { disconnect } from './disconnect.js'
export { requestConnection, settledAccounts } from './request-connection.js'
export { switchNetwork } from './switch-network.js'
