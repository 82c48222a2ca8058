import { EIP155_METHODS } from '@porthole/protocol'
import { describeCalls, describeRequest, type RequestDescription } from '../describe-request.js'
import type { ApprovalRequest, Json } from './approval-request.js'

const NO_COST = { maxCost: '', fiat: null, inflated: [], simulationError: null }

/**
 * The approval window's own reading of a request, with the same decoders the
 * frame uses: a batch call by call, any other EIP-155 request by its method.
 * A request whose meaning needs a chain read (`chainFacts`) shows those.
 */
export function describeApproval(request: ApprovalRequest): RequestDescription {
  if (request.chainFacts) return request.chainFacts
  const params = Array.isArray(request.params) ? request.params : []
  if (EIP155_METHODS.get(request.method)?.approval === 'calls') {
    const calls = params.filter((call): call is { [key: string]: Json } => typeof call === 'object' && call !== null && !Array.isArray(call))
    return describeCalls(calls, request.chain.symbol, request.cost ?? NO_COST)
  }
  return describeRequest(request.method, params, request.chain.symbol, request.cost, request.pageOrigin)
}
