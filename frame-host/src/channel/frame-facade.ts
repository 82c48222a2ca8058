import {
  AlertError,
  InvalidParamsRpcError,
  PROTOCOL_VERSION,
  type FrameApi,
  type FrameConfig,
  type HelloResult,
  type Namespace,
  type View,
} from '@porthole/protocol'
import { disconnect, switchNetwork } from '../connection/index.js'
import type { HostWalletRelay } from '../connectors/index.js'
import type { PagePresence } from '../page/index.js'
import { routeRequest } from '../router/index.js'
import { setHostWallets } from '../wallets/index.js'
import { type FrameStore, openModal, themeSet } from '../store/index.js'
import { chooseChainFamily, closeModal } from '../shared-state/index.js'
import { themeTokens } from '../theme/index.js'

export type FrameHandlers = {
  [K in keyof FrameApi]: (...args: Parameters<FrameApi[K]>) => unknown
}

export declare namespace createFrameFacade {
  type Options = {
    store: FrameStore
    config: FrameConfig
    /** Where the page's wallets' events go. */
    relay: Pick<HostWalletRelay, 'emit'>
    /** Resolves once what was just dispatched has been rendered. */
    afterRender(): Promise<void>
    /** How WalletConnect wallets see the page (only ever as the origin the handshake accepted). */
    presence: Pick<PagePresence, 'update'>
    /**
     * Shows the modal the frame already rendered while closed, when it is the one `view` opens,
     * and resolves once that dialog has been drawn; undefined when nothing prepared is that view.
     * The page has shown the iframe already, so the next frame draws the dialog; the store
     * hears of the opening only after it, so no render or listener delays that frame.
     */
    revealPrepared?: (view: View | undefined) => Promise<void> | undefined
  }
}

/** What the page may call. Arguments arrive already parsed by the method table. */
export function createFrameFacade({ store, config, relay, afterRender, presence, revealPrepared }: createFrameFacade.Options): FrameHandlers {
  /** The page's requests still running, by the id it gave them, so it can withdraw them. */
  const running = new Map<string, AbortController>()
  // A frame with an alert serves nothing but that alert.
  const assertServing = () => {
    if (config.alert !== undefined) throw new AlertError(config.alert)
  }
  /** A revealed opening the store has not heard of yet: what else changes the modal waits for it, so both land in order. */
  let revealing: Promise<void> | undefined
  const afterRevealing = async () => {
    while (revealing) await revealing
  }
  return {
    hello(): HelloResult {
      assertServing()
      return { version: PROTOCOL_VERSION, projectId: config.projectId }
    },
    // Resolves once the modal is on screen: a page that could not show the iframe earlier shows it then.
    async open(view?: View, namespace?: Namespace): Promise<null> {
      assertServing()
      await afterRevealing()
      const heard = () => {
        if (namespace) store.dispatch(chooseChainFamily(namespace))
        store.dispatch(openModal(view))
      }
      // The prepared view is the active family's: another family renders first.
      const drawn = namespace === undefined || namespace === store.getState().modal.activeChain ? revealPrepared?.(view) : undefined
      if (drawn) {
        // Settles once the store has heard, whatever the reveal did: a waiting close then lands after the opening.
        const current = (revealing = drawn.then(heard, heard).finally(() => {
          if (revealing === current) revealing = undefined
        }))
        await current
      } else {
        heard()
      }
      await afterRender()
      return null
    },
    async close(): Promise<null> {
      await afterRevealing()
      store.dispatch(closeModal())
      return null
    },
    // Neither grants anything: the same switch as wallet_switchEthereumChain, the same end as the Disconnect button.
    async switchNetwork(caipNetworkId): Promise<null> {
      assertServing()
      await afterRevealing()
      await store.dispatch(switchNetwork(caipNetworkId))
      return null
    },
    async disconnect(namespace): Promise<null> {
      assertServing()
      await afterRevealing()
      await store.dispatch(disconnect({ namespace: namespace ?? store.getState().modal.activeChain }))
      return null
    },
    async request(args, id): Promise<unknown> {
      assertServing()
      const controller = new AbortController()
      // An id still running is the page's mistake; the newer request cannot be withdrawn.
      const tracked = id !== undefined && !running.has(id)
      if (tracked) running.set(id, controller)
      try {
        // A request may open the modal itself (eth_requestAccounts): after a revealed opening, not under it.
        await afterRevealing()
        return await store.dispatch(routeRequest(args, { signal: controller.signal }))
      } finally {
        if (tracked) running.delete(id)
      }
    },
    cancel(id): null {
      running.get(id)?.abort()
      return null
    },
    setHostWallets(wallets): null {
      assertServing()
      store.dispatch(setHostWallets(wallets))
      return null
    },
    hostWalletEvent(uuid, event, data): null {
      assertServing()
      relay.emit(uuid, event, data)
      return null
    },
    setDappData(metadata): null {
      assertServing()
      if (!presence.update(metadata)) throw new InvalidParamsRpcError('The dapp url must be the page origin')
      return null
    },
    // The whole theme each time (the page merges), already checked by the method table; a mode left out stays.
    setTheme({ themeMode, themeVariables = {} }): null {
      assertServing()
      const tokens = { light: themeTokens(themeVariables, 'light'), dark: themeTokens(themeVariables, 'dark') }
      store.dispatch(themeSet({ mode: themeMode ?? store.getState().theme.mode, variables: themeVariables, tokens }))
      return null
    },
  }
}
