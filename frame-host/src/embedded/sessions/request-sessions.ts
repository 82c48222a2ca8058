import { handlerOf, UnsupportedProviderMethodError, type Eip155Entries, type MethodsWhere, type RpcRequest } from '@porthole/protocol'
import type { FrameThunk } from '../../store/index.js'
import { grantPermissions } from './grant-permissions.js'
import { revokePermissions } from './revoke-session.js'

type Answer = (params: unknown, signal: AbortSignal | undefined) => FrameThunk<Promise<unknown>>

const ANSWERS: Record<MethodsWhere<Eip155Entries, { answeredBy: 'sessions' }>, Answer> = {
  wallet_grantPermissions: grantPermissions,
  wallet_revokePermissions: revokePermissions,
}

/** The smart-session methods of ERC-7715 the embedded wallet answers (loaded with the first of them). */
export function requestSessions(args: RpcRequest, signal?: AbortSignal): FrameThunk<Promise<unknown>> {
  return async (dispatch) => {
    const answer = handlerOf(ANSWERS, args.method)
    if (!answer) throw new UnsupportedProviderMethodError()
    return dispatch(answer(args.params, signal))
  }
}
