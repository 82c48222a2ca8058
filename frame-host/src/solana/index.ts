/** What the other feature folders use of solana/. */
export { validateSolanaRequest } from './validate-request.js'
export { solanaRpc } from './solana-rpc.js'
export { transferTransaction } from './transfer-transaction.js'
