import type { Json } from './approval-request.js'

/** The cost of calls the frame did not check (not a transaction of the visitor's own): nothing to show. */
export const NO_COST = { maxCost: '', fiat: null, inflated: [], simulationError: null }

/** The params that are objects, as a batch's calls are. */
export const callsOf = (params: readonly Json[]) =>
  params.filter((call): call is { [key: string]: Json } => typeof call === 'object' && call !== null && !Array.isArray(call))
