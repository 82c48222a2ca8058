/** What the other feature folders use of solana/. */
export type { SolanaAction } from './describe-instructions.js'
export { validateSolanaRequest } from './validate-request.js'
