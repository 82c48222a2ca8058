/** What the other feature folders use of connection/. */
export { accountsChanged, connected, type ConnectedAccount, disconnected } from './connection-slice.js'
