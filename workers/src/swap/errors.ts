/**
 * Why a swap call cannot be answered. Each becomes its own response in
 * responses.ts; anything else is the router's 500.
 */

/** The request is well-formed but the backend will not do it (400 with this message); `reason` names the refusals the worker acts on. */
export class SwapRefused extends Error {
  override readonly name = 'SwapRefused'
  constructor(
    message: string,
    readonly reason?: 'noLiquidity',
  ) {
    super(message)
  }
}

/** No route has the liquidity for this pair (400 'Insufficient liquidity'). */
export class NoLiquidity extends SwapRefused {
  constructor() {
    super('Insufficient liquidity')
  }
}

/** The swap's source or destination token is not one the backend trades (400 naming the field, like any invalid input). */
export class NotTraded extends Error {
  override readonly name = 'NotTraded'
  constructor(readonly side: 'from' | 'to') {
    super('Expected a token the swap backend of this network trades')
  }
}

/** The backend itself failed or is unreachable (502): nothing the caller can fix. */
export class BackendUnavailable extends Error {
  override readonly name = 'BackendUnavailable'
}
