import type { Connector, ConnectorSource } from '../connectors/connector.js'
import type { ConnectorContext } from '../connectors/context.js'
import type { KeyValueStorage } from '../connection/connection-storage.js'
import type { WalletConnect } from './sign-client.js'
import { guardLocalStorage } from './wc-storage.js'

/** The connector id of the WalletConnect session, in the store and in storage. */
export const WALLETCONNECT_ID = 'walletConnect'

export type WalletConnectOptions = {
  projectId: string
  /** Defaults to the frame's own origin: `ws(s)://<origin>/relay`. */
  relayUrl?: string
  storage: KeyValueStorage
}

export type WalletConnectService = {
  /** sign-client, in its own chunk: fetched on first use only. */
  load(): Promise<WalletConnect>
  /** Its connector, once sign-client is loaded. */
  connector(): Connector | undefined
}

/** The WalletConnect session, found again after a reload by loading sign-client and its stored sessions. */
export const walletConnectSource: ConnectorSource<ConnectorContext> = {
  owns: (connectorId) => connectorId === WALLETCONNECT_ID,
  get: ({ services }) => services.walletConnect.connector(),
  find: ({ services }) => services.walletConnect.load().then((wc) => wc.connector, () => undefined),
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
    connector: () => loaded?.connector,
  }
}
