import {
  ChainDisconnectedError,
  InvalidParamsRpcError,
  allowedMethod,
  EIP155_METHODS,
  isFamilyNamespace,
  namespaceOfRequest,
  DefaultNamespace,
  lazy,
  routeOf,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  type RpcRequest,
} from '@porthole/protocol'
import { hexToNumber, type Hex } from 'viem'
import * as z from 'zod/mini'
import { eip155NetworkId } from '../chains/index.js'
import { activeConnector } from '../connector-registry.js'
import { requestConnection, settledAccounts, switchNetwork } from '../connection/index.js'
import { type FrameThunk, selectChainIdHex, selectFeatureOn } from '../store/index.js'

const switchChainParams = lazy(() => z.tuple([z.looseObject({ chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,15}$/)) })]))

/**
 * docs/ARCHITECTURE.md "The road of a request", for the page's EIP-1193 provider
 * (eip155): not on the allow-list → 4200; reads → the active network's RPC
 * transport; accounts → the connection (and the modal when none); signing,
 * sending and chain changes → the active connector, 4100 without one. Errors
 * from wallets and nodes pass through with their code, message and data.
 * `signal` aborts when the page stops waiting: whatever waits on the visitor
 * for this request (an approval, the Connect view) lets go of it.
 */
export function routeRequest(args: RpcRequest, { signal }: { signal?: AbortSignal } = {}): FrameThunk<Promise<unknown>> {
  return async (dispatch, getState, services) => {
    const namespace = namespaceOfRequest(args)
    if (isFamilyNamespace(namespace)) {
      // The partly supported families load with their first request, as Solana does.
      const { routeFamilyRequest } = await import('./route-family.js')
      return dispatch(routeFamilyRequest(namespace, args, { signal }))
    }
    if (namespace !== DefaultNamespace) {
      // Solana's checks load with its first request: the first paint carries no Solana code.
      const { routeSolanaRequest } = await import('./route-solana.js')
      return dispatch(routeSolanaRequest(args, { signal }))
    }
    const method = allowedMethod(EIP155_METHODS, args.method)
    const kind = routeOf(method.kind)
    // `smartSessions` (off by default): without it no dapp is granted a session.
    if (method.feature && !selectFeatureOn(getState(), method.feature)) throw new UnsupportedProviderMethodError()
    const activeId = getState().network.active.eip155

    if (kind === 'read') {
      if (method.answeredBy === 'chain-id') return selectChainIdHex(getState())
      const network = getState().network.available.find((n) => n.caipNetworkId === activeId)
      if (!network) throw new ChainDisconnectedError()
      return services.transports.forNetwork(network).request(args)
    }

    if (kind === 'accounts') {
      const accounts = await dispatch(settledAccounts('eip155', signal))
      if (method.accounts === 'silent') return accounts
      if (method.accounts === 'first') return accounts[0] ?? null
      return accounts.length > 0 ? accounts : dispatch(requestConnection('eip155', signal))
    }

    if (method.answeredBy === 'switch-chain') {
      const parsed = switchChainParams().safeParse(args.params)
      if (!parsed.success) throw new InvalidParamsRpcError()
      await dispatch(switchNetwork(eip155NetworkId(hexToNumber(parsed.data[0].chainId as Hex))))
      return null
    }
    const connector = activeConnector({ dispatch, getState, services }, 'eip155')
    if (!connector) throw new UnauthorizedProviderError()
    if (method.answeredBy === 'call-batch') {
      const { routeCallBatch } = await import('./route-call-batch.js')
      return dispatch(routeCallBatch(connector, args, signal))
    }
    return connector.request(args, { signal })
  }
}
