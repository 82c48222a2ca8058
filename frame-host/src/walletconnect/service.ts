import type { Connector } from '../connectors/index.js'
import type { WalletConnectOptions } from './options.js'
import type { Family, WalletConnect } from './sign-client.js'
import { guardLocalStorage } from './local-storage-guard.js'

export type WalletConnectService = {
  /** sign-client, in its own chunk: fetched on first use only. */
  load(): Promise<WalletConnect>
  /** Its connector for a family, once sign-client is loaded. */
  connector(family: Family): Connector | undefined
}

export function defaultRelayUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/relay`
}

export function createWalletConnectService(options: WalletConnectOptions): WalletConnectService {
  let loading: Promise<WalletConnect> | undefined
  let loaded: WalletConnect | undefined
  return {
    load() {
      guardLocalStorage()
      loading ??= import('./sign-client.js')
        .then(({ createWalletConnect }) => createWalletConnect({ ...options, relayUrl: options.relayUrl ?? defaultRelayUrl(globalThis.location) }))
        .then((wc) => (loaded = wc))
      // A failed load (relay unreachable) is tried afresh next time.
      return loading.catch((error: unknown) => {
        loading = undefined
        throw error
      })
    },
    connector: (family) => loaded?.connector(family),
  }
}
