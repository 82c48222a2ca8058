import { EIP155_METHODS } from '@porthole/protocol'
import { describeCalls, describeRequest, type RequestDescription } from '../describe-request.js'
import type { ApprovalRequest } from './approval-request.js'
import { callsOf, NO_COST } from './calls-of.js'

/**
 * The approval window's own reading of an EIP-155 request, with the same decoders the frame
 * uses: a batch call by call, a session grant or revoke by its Safe calls with the chain facts
 * they need (its decoding loaded only for one), any other request by its method.
 */
export async function describeApproval(request: ApprovalRequest): Promise<RequestDescription> {
  const params = Array.isArray(request.params) ? request.params : []
  const approval = EIP155_METHODS.get(request.method)?.approval
  if (approval === 'permissions') return (await import('./describe-session-approval.js')).describeSessionApproval(request)
  if (approval === 'calls') return describeCalls(callsOf(params), request.chain.symbol, request.cost ?? NO_COST)
  return describeRequest(request.method, params, request.chain.symbol, request.cost, request.pageOrigin)
}
