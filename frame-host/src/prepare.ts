import { disableZodJit, type FrameConfig } from '@porthole/protocol'
import { readFrameConfig } from './config/read-frame-config.js'
import { createConnectionStorage, memoryStorage, type KeyValueStorage } from './connection/connection-storage.js'
import type { FrameServices } from './services.js'
import { createSmartAccountStorage } from './smart-account/smart-account-storage.js'
import { createStoreShell, type StoreShell } from './store/store-shell.js'

export declare namespace prepareFrame {
  type Options = {
    document: Parameters<typeof readFrameConfig>[0]
    /** The frame origin's localStorage; memory when none is given. */
    storage?: KeyValueStorage
  }
}

export type PreparedFrame = {
  config: FrameConfig
  shell: StoreShell
  /** Empty until startFrame fills it with the services (their code is not in the first paint). */
  services: FrameServices
  storage: KeyValueStorage
}

/**
 * What the first paint needs and nothing more: the config the worker wrote into
 * the document and a store to render from. startFrame (start.ts, loaded right
 * after) adds the services, the listeners and the channel.
 */
export function prepareFrame({ document, storage = memoryStorage() }: prepareFrame.Options): PreparedFrame {
  disableZodJit()
  const config = readFrameConfig(document)
  const services = {} as FrameServices
  const shell = createStoreShell({
    theme: config.theme,
    features: config.features,
    basic: config.basic,
    local: config.local,
    rpcUrls: config.rpcUrls,
    rpcFallbacks: config.rpcFallbacks,
    networks: config.networks,
    defaultNetwork: config.defaultNetwork,
    smartAccountNetworks: config.smartAccountNetworks ?? [],
    services,
    storage: createConnectionStorage(storage),
    smartAccountStorage: createSmartAccountStorage(storage),
  })
  return { config, shell, services, storage }
}
