import type { RequestDescription, TransactionDescription } from './describe-request.js'
import { loudest, type Warning } from './warning.js'

const ofTransaction = (tx: TransactionDescription): Warning => tx.allowance?.warning ?? 'none'

/**
 * How loudly a request's approval warns: the loudest of what it decodes to.
 * Danger (an unlimited allowance, a sign-in to another site, a Solana
 * transaction the frame cannot fully describe) asks for a second confirmation.
 */
export function requestWarning(description: RequestDescription): Warning {
  switch (description.kind) {
    case 'message':
      return description.signIn?.warning ?? 'none'
    case 'typedData':
      return description.permit?.warning ?? 'none'
    case 'transaction':
      return ofTransaction(description)
    case 'calls':
      return loudest(description.calls.map(ofTransaction))
    case 'solanaTransaction':
      return description.warning
    default:
      return 'none'
  }
}
