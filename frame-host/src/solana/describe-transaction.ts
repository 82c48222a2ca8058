import { loudest, type SolanaAction, type Warning } from '../embedded/index.js'
import type { DecodedTransaction } from './decode-transaction.js'
import { describeInstruction } from './describe-instructions.js'

/** What ApproveTransaction shows of a Solana transaction: who pays the fee, each instruction named, and the loudest warning. */
export function describeTransaction(decoded: DecodedTransaction): { feePayer: string; actions: SolanaAction[]; warning: Warning } {
  const actions = decoded.instructions.map(describeInstruction)
  return { feePayer: decoded.signers[0] ?? '', actions, warning: loudest(actions.map((a) => a.warning)) }
}
