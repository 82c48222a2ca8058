import { type Namespace, type PageAccount, type PageEvent, type PageNetwork, type PageSnapshot, type PublicState, type ThemeInput } from '@porthole/protocol'
import type { Listener } from './emitter.js'

/** `porthole.getState()`: before the frame's first word, a closed modal on no known network. */
export type PortholeState = Omit<PublicState, 'selectedNetworkId'> & { selectedNetworkId?: string }

/** One of the widget's moments, as AppKit's `subscribeEvents` hands it over. */
export type PortholeEvent = { timestamp: number; data: PageEvent }

/** What the page-channel chunk needs to run these calls. */
export type PageApiCalls = {
  switchNetwork(network: string | number): Promise<void>
  disconnect(namespace?: Namespace): Promise<void>
  setTheme(theme: ThemeInput): Promise<void>
}

/**
 * The typed page API, in AppKit's names. Reads answer from the last snapshot
 * the frame sent; subscriptions fire when the page-channel chunk says that
 * part changed, and return their unsubscribe. Nothing here approves anything:
 * switching networks and disconnecting are what the dapp can do through its
 * provider anyway.
 */
export type PortholePageApi = {
  getState(): PortholeState
  subscribeState(fn: (state: PortholeState) => void): () => void
  /** The family's account, by default the one the modal works with. */
  getAccount(namespace?: Namespace): PageAccount
  subscribeAccount(fn: (account: PageAccount) => void): () => void
  /** The family's active network, by default the modal's; undefined until the frame has said. */
  getNetwork(namespace?: Namespace): PageNetwork | undefined
  subscribeNetwork(fn: (network: PageNetwork | undefined) => void): () => void
  subscribeEvents(fn: (event: PortholeEvent) => void): () => void
  /** A CAIP-2 id ('eip155:10', a Solana cluster's) or an EVM chain id; rejects as wallet_switchEthereumChain would. */
  switchNetwork(network: string | number): Promise<void>
  /** Ends the family's connection (by default the modal's family), as the Disconnect button does. */
  disconnect(namespace?: Namespace): Promise<void>
  /**
   * Changes the theme without a reload: `themeMode` ('light', 'dark', 'system') and `themeVariables`
   * (merged into the current ones; AppKit's `--w3m-*` names too). A value the theme schema refuses
   * rejects with a TypeError naming it, and nothing changes.
   */
  setTheme(theme: ThemeInput): Promise<void>
}

type Events = { on(event: string, fn: Listener): void; off(event: string, fn: Listener): void }

/** Stubs only: the snapshot's checks and the change detection live in the page-channel chunk. */
export function createPageApi(events: Events, calls: () => Promise<PageApiCalls>): PortholePageApi {
  let snapshot: PageSnapshot | undefined
  events.on('snapshot', (next) => (snapshot = next as PageSnapshot))
  const getState = (): PortholeState => snapshot?.state ?? { open: false, loading: false, initialized: false, activeChain: 'eip155' }
  const family = (namespace?: Namespace): Namespace => namespace ?? getState().activeChain
  const getAccount = (namespace?: Namespace): PageAccount =>
    snapshot?.accounts[family(namespace)] ?? { status: 'disconnected', isConnected: false, allAccounts: [] }
  const getNetwork = (namespace?: Namespace) => snapshot?.networks[family(namespace)]
  // The chunk fires 'state', 'account' and 'network' without a payload: `read` answers for the modal's family.
  const subscribe =
    <T>(event: string, read: (payload?: never) => T) =>
    (fn: (value: T) => void) => {
      const listener = (payload?: unknown) => fn(read(payload as never))
      events.on(event, listener)
      return () => events.off(event, listener)
    }
  return {
    getState,
    subscribeState: subscribe('state', getState),
    getAccount,
    subscribeAccount: subscribe('account', getAccount),
    getNetwork,
    subscribeNetwork: subscribe('network', getNetwork),
    subscribeEvents: subscribe('event', (event?: PortholeEvent) => event!),
    switchNetwork: (network) => calls().then((c) => c.switchNetwork(network)),
    disconnect: (namespace) => calls().then((c) => c.disconnect(namespace)),
    setTheme: (theme) => calls().then((c) => c.setTheme(theme)),
  }
}
