import type { RequestDescription } from './describe-request.js'

/**
 * A request whose simulation failed cannot be approved: it would only spend gas on a revert. A
 * Solana transaction only signed may be sent later or after another's, so its failure only warns.
 */
export function cannotApprove(description: RequestDescription): boolean {
  if (description.kind === 'transaction') return Boolean(description.cost?.simulationError)
  if (description.kind === 'calls') return Boolean(description.cost.simulationError)
  return description.kind === 'solanaTransaction' && description.send && Boolean(description.simulationError)
}
