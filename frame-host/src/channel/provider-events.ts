import { addListener, type FrameDispatch, type FrameState, selectChainIdHex } from '../store/index.js'
import { DefaultNamespace, ErrorCodes, type Caller, type FullNamespace, type PageApi, type ProviderEvent } from '@porthole/protocol'
import type { FrameStore } from '../store/index.js'

export type ProviderEventMessage = { event: ProviderEvent; data: unknown; namespace?: 'solana' }

/** EIP-1193's ProviderRpcError for a provider that lost its connection. */
export const DISCONNECT_ERROR = { code: ErrorCodes.disconnected, message: 'Provider disconnected' }

const addresses = (state: FrameState, namespace: FullNamespace = DefaultNamespace) => {
  const connection = state.connection[namespace]
  return connection.status === 'connected' ? connection.accounts.map((a) => a.address) : []
}

/**
 * The EIP-1193 events a state change means for the page's (eip155) provider,
 * in order: chainChanged, connect, accountsChanged, disconnect. Derived from
 * state, so every way of connecting, switching or disconnecting tells the
 * page the same way.
 */
export function providerEvents(previous: FrameState, current: FrameState): ProviderEventMessage[] {
  const events: ProviderEventMessage[] = []
  const wasConnected = previous.connection.eip155.status === 'connected'
  const isConnected = current.connection.eip155.status === 'connected'
  const chainId = selectChainIdHex(current)
  if (selectChainIdHex(previous) !== chainId) events.push({ event: 'chainChanged', data: chainId })
  if (isConnected && !wasConnected) events.push({ event: 'connect', data: { chainId } })
  const before = addresses(previous)
  const after = addresses(current)
  if (before.join() !== after.join()) events.push({ event: 'accountsChanged', data: after })
  if (wasConnected && !isConnected) events.push({ event: 'disconnect', data: DISCONNECT_ERROR })
  const solanaBefore = addresses(previous, 'solana')
  const solanaAfter = addresses(current, 'solana')
  // The page's Wallet Standard wallet hears its accounts (base58) under the solana namespace.
  if (solanaBefore.join() !== solanaAfter.join()) events.push({ event: 'accountsChanged', data: solanaAfter, namespace: 'solana' })
  return events
}

/** Sends the page its provider's events as `{type: 'provider', event, data}`. */
export function forwardProviderEvents(store: FrameStore, page: Caller<PageApi>): () => void {
  return store.dispatch(
    addListener.withTypes<FrameState, FrameDispatch>()({
      predicate: (_action, current, previous) =>
        current.connection.eip155 !== previous.connection.eip155 ||
        current.connection.solana !== previous.connection.solana ||
        current.network.active.eip155 !== previous.network.active.eip155,
      effect: (_action, api) => {
        for (const { event, data, namespace } of providerEvents(api.getOriginalState(), api.getState())) {
          // The page may be gone (navigation, reload); then there is no one to tell.
          page.call('emit', [{ type: 'provider', event, data, ...(namespace ? { namespace } : {}) }]).catch(() => {})
        }
      },
    }),
  )
}
