import {
  allowedMethod,
  SOLANA_METHODS,
  caipOfStandardChain,
  ChainDisconnectedError,
  Messages,
  UnauthorizedProviderError,
  namespaceOfRequest,
  type Namespace,
  type RpcRequest,
} from '@porthole/protocol'
import { activeConnector } from '../connector-registry.js'
import { requestConnection, settledAccounts } from '../connection/index.js'
import { validateSolanaRequest } from '../solana/index.js'
import { type FrameState, type FrameThunk } from '../store/index.js'
import { setActiveNetwork } from '../shared-state/index.js'

/** A request's chain as the frame's CAIP-2 id: Wallet Standard names (`solana:devnet`) are mapped; one the frame does not offer is refused. */
function requestChain(state: FrameState, chainId: string | undefined, namespace: Namespace): string | undefined {
  if (chainId === undefined) return undefined
  const caip = caipOfStandardChain(chainId) ?? chainId
  if (!state.network.available.some((n) => n.caipNetworkId === caip && n.namespace === namespace)) throw new ChainDisconnectedError(Messages.chainNotSupported)
  return caip
}

/**
 * The page's Solana requests (its Wallet Standard wallet): accounts from the
 * solana connection (Connect opens on the Solana family when there is none);
 * signing checked against the Solana request rules (and a transaction that does not decode
 * refused) before any wallet sees it, then the active Solana connector.
 */
export function routeSolanaRequest(args: RpcRequest, { signal }: { signal?: AbortSignal } = {}): FrameThunk<Promise<unknown>> {
  return async (dispatch, getState, services) => {
    const method = allowedMethod(SOLANA_METHODS, args.method)
    const chainId = requestChain(getState(), args.chainId, namespaceOfRequest(args))
    if (method.kind === 'connect') {
      const accounts = await dispatch(settledAccounts('solana', signal))
      if (method.accounts === 'silent' || accounts.length > 0) return accounts
      // The Connect view offers what connects a Solana account.
      if (!getState().modal.open) dispatch(setActiveNetwork(chainId ?? getState().network.active.solana))
      return dispatch(requestConnection('solana', signal))
    }
    validateSolanaRequest(args.method, args.params)
    if (method.approval !== 'message') {
      const { decodeTransaction } = await import('../solana/lazy.js')
      const { transaction, transactions } = args.params as { transaction?: string; transactions?: string[] }
      for (const wire of transactions ?? [transaction!]) decodeTransaction(wire)
    }
    const connector = activeConnector({ dispatch, getState, services }, 'solana')
    if (!connector) throw new UnauthorizedProviderError()
    return connector.request({ ...args, ...(chainId ? { chainId } : {}) }, { signal })
  }
}
