import type { RpcRequest } from '@porthole/protocol'
import type { FrameThunk } from '../store/index.js'
import { grantPermissions } from './grant-permissions.js'
import { revokePermissions } from './revoke-session.js'

/** The smart-session methods of ERC-7715 the embedded wallet answers (loaded with the first of them). */
export function requestSessions(args: RpcRequest, signal?: AbortSignal): FrameThunk<Promise<unknown>> {
  return (dispatch) =>
    args.method === 'wallet_grantPermissions' ? dispatch(grantPermissions(args.params, signal)) : dispatch(revokePermissions(args.params, signal))
}
