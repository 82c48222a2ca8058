/** What the other feature folders load of solana/ with import(), only once a Solana account or request needs it. */
export { decodeTransaction } from './decode-transaction.js'
export { solanaMessageParam } from './message-param.js'
export { solanaRpc } from './solana-rpc.js'
