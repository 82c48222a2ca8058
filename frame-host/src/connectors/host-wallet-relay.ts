import { PROVIDER_REQUEST_TIMEOUT_MS, ProviderDisconnectedError, type Caller, type PageApi, type ProviderEvent, type RpcRequest } from '@porthole/protocol'
import type { ConnectorListener } from './connector.js'

export type HostWalletRelay = {
  /** The page's end of the channel, once the handshake is done. */
  attach(page: Pick<Caller<PageApi>, 'call'>): void
  /** A request to the page's wallet with this uuid, answered by that exact provider. */
  request(uuid: string, args: RpcRequest, options?: { timeout?: number; signal?: AbortSignal }): Promise<unknown>
  /** An event the page forwarded from one of its wallets. */
  emit(uuid: string, event: ProviderEvent, data: unknown): void
  on(uuid: string, listener: ConnectorListener): () => void
}

/** The frame's side of the page's wallets: requests out over the channel, events in. */
export function createHostWalletRelay(): HostWalletRelay {
  let page: Pick<Caller<PageApi>, 'call'> | undefined
  const listeners = new Map<string, Set<ConnectorListener>>()
  return {
    attach(caller) {
      page = caller
    },
    request(uuid, args, { timeout = PROVIDER_REQUEST_TIMEOUT_MS, signal } = {}) {
      if (!page) return Promise.reject(new ProviderDisconnectedError())
      // Wallets wait on people: the page call may take as long as a provider request.
      return page.call('hostWalletRequest', [uuid, args], { timeout, signal })
    },
    emit(uuid, event, data) {
      for (const listener of [...(listeners.get(uuid) ?? [])]) listener(event, data)
    },
    on(uuid, listener) {
      const set = listeners.get(uuid) ?? new Set()
      listeners.set(uuid, set.add(listener))
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(uuid)
      }
    },
  }
}
