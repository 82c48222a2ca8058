import type { RequestDescription } from './describe-request.js'

/** A request whose simulation failed cannot be approved: it would only spend gas on a revert. */
export function cannotApprove(description: RequestDescription): boolean {
  if (description.kind === 'transaction') return Boolean(description.cost?.simulationError)
  if (description.kind === 'calls') return Boolean(description.cost.simulationError)
  return description.kind === 'solanaTransaction' && Boolean(description.simulationError)
}
