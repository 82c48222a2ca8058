import type { FrameConfig } from '@porthole/protocol'
import { prepareFrame, prepareWith } from '../prepare.js'
import { createFrameServices, type FrameServices } from '../services.js'
import { checkPrepared, startFrame, type BootedFrame } from '../start.js'
import { startStore } from '../start-store.js'
import type { FrameStore } from '../store/types.js'

export declare namespace frameStore {
  type Options = Pick<FrameConfig, 'theme'> &
    Partial<Pick<FrameConfig, 'features' | 'basic' | 'local' | 'rpcUrls' | 'rpcFallbacks' | 'networks' | 'defaultNetwork' | 'smartAccountNetworks'>> & {
      /** False: a stored connection is not restored. */
      reconnect?: boolean
      services?: FrameServices
      listen?: startStore.Options['listen']
    }
}

/**
 * A started frame's store without its channel: the frame's own two steps (prepare.ts, then
 * the store half of start.ts), with the services a test gives (real ones by default).
 */
export function frameStore({
  reconnect = true,
  services = createFrameServices(),
  listen = [],
  rpcUrls,
  rpcFallbacks,
  networks,
  defaultNetwork,
  smartAccountNetworks,
  features = [],
  ...config
}: frameStore.Options): FrameStore {
  const { store } = prepareWith({ projectId: 'test-project', allowedOrigins: [], features, ...config })
  return startStore(store, { ...config, features, rpcUrls, rpcFallbacks, networks, defaultNetwork, smartAccountNetworks, reconnect, services, listen })
}

export declare namespace bootFrame {
  type Options = prepareFrame.Options & startFrame.Options
}

/** A whole frame, channel included: both steps of its start at once, which the frame document runs apart (widget-app main.tsx). */
export function bootFrame({ document, ...options }: bootFrame.Options): BootedFrame {
  return startFrame(checkPrepared(prepareFrame({ document })), options)
}
