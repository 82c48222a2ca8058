import { AlertError, ErrorCodes, PortholeError, PROTOCOL_VERSION, type FrameApi, type FrameConfig, type HelloResult, type View } from '@porthole/protocol'
import { assertAllowed } from '../router/allow-list.js'
import { closeModal } from '../store/modal-slice.js'
import { openModal } from '../store/modal-router.js'
import type { FrameStore } from '../store/store.js'

export type FrameHandlers = {
  [K in keyof FrameApi]: (...args: Parameters<FrameApi[K]>) => unknown
}

export declare namespace createFrameFacade {
  type Options = {
    store: FrameStore
    config: FrameConfig
    /** Resolves once what was just dispatched has been rendered. */
    afterRender(): Promise<void>
  }
}

/** What the page may call. Arguments arrive already parsed by the method table. */
export function createFrameFacade({ store, config, afterRender }: createFrameFacade.Options): FrameHandlers {
  // A frame with an alert serves nothing but that alert.
  const assertServing = () => {
    if (config.alert !== undefined) throw new AlertError(config.alert)
  }
  return {
    hello(): HelloResult {
      assertServing()
      return { version: PROTOCOL_VERSION, projectId: config.projectId }
    },
    // The page shows the iframe when this resolves, so the modal must already be on screen.
    async open(view?: View): Promise<null> {
      assertServing()
      store.dispatch(openModal(view))
      await afterRender()
      return null
    },
    close(): null {
      store.dispatch(closeModal())
      return null
    },
    // Until connectors arrive, an allowed method finds no chain to answer it.
    request({ method }): never {
      assertServing()
      assertAllowed('eip155', method)
      throw new PortholeError(ErrorCodes.disconnected, 'The provider is disconnected from all chains.')
    },
    setHostWallets: () => null,
    hostWalletEvent: () => null,
  }
}
