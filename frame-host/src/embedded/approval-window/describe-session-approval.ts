import { describeCalls, type RequestDescription } from '../describe-request.js'
import { describeSessionCalls } from '../sessions/describe-grant.js'
import type { ApprovalRequest } from './approval-request.js'
import { callsOf, NO_COST } from './calls-of.js'

/**
 * A session grant or revoke as the approval shows it, the frame's and the window's one reading:
 * by its Safe calls, with the chain facts they need; calls of another shape are shown one by one.
 */
export function describeSessionApproval(request: Pick<ApprovalRequest, 'params' | 'chain' | 'account' | 'chainFacts'>): RequestDescription {
  const params = Array.isArray(request.params) ? request.params : []
  const facts = request.chainFacts?.kind === 'session' ? request.chainFacts : undefined
  return describeSessionCalls(params, request.account, facts) ?? describeCalls(callsOf(params), request.chain.symbol, NO_COST)
}
