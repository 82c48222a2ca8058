import { allowedMethod, FAMILY_METHODS, UnauthorizedProviderError, type FamilyNamespace, type RpcRequest } from '@porthole/protocol'
import { activeConnector } from '../connector-registry.js'
import { requestConnection, settledAccounts } from '../connection/index.js'
import { parseFamilyParams, parseFamilyResult } from '../families/index.js'
import { type FrameThunk } from '../store/index.js'
import { setActiveNetwork } from '../shared-state/index.js'

/**
 * A dapp's request of a partly supported family (`porthole.request`), in
 * WalletConnect's shapes for the family: refused unless on the family's
 * allow-list and in the method's shape; accounts methods with
 * nothing connected open Connect on that family (a dapp's first connect);
 * everything goes to the family's active connector, on the family's active
 * network, and its answer comes back only in the method's shape.
 */
export function routeFamilyRequest(namespace: FamilyNamespace, args: RpcRequest, { signal }: { signal?: AbortSignal } = {}): FrameThunk<Promise<unknown>> {
  return async (dispatch, getState, services) => {
    const method = allowedMethod(FAMILY_METHODS[namespace], args.method)
    const params = parseFamilyParams(namespace, args.method, args.params)
    if (method.kind === 'connect') {
      const accounts = await dispatch(settledAccounts(namespace, signal))
      if (accounts.length === 0) {
        // A method that only reads answers [] rather than open Connect.
        if (method.accounts === 'silent') return []
        // The Connect view offers the wallets of the family the modal works with.
        if (!getState().modal.open) dispatch(setActiveNetwork(getState().network.active[namespace]))
        await dispatch(requestConnection(namespace, signal))
      }
    }
    const connector = activeConnector({ dispatch, getState, services }, namespace)
    if (!connector) throw new UnauthorizedProviderError()
    const request: RpcRequest = {
      method: args.method,
      chainId: getState().network.active[namespace],
      ...(params === undefined ? {} : { params: params as RpcRequest['params'] }),
    }
    return parseFamilyResult(namespace, args.method, await connector.request(request, { signal }))
  }
}
