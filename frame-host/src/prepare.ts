import type { FrameConfig } from '@porthole/protocol'
import { INVALID_CONFIG, readFrameConfig } from './config/read-frame-config.js'
import type { FrameServices } from './services.js'
import { createStoreShell, type StoreShell } from './store-shell.js'

export declare namespace prepareFrame {
  type Options = {
    document: Parameters<typeof readFrameConfig>[0]
  }
}

export type PreparedFrame = {
  /** Not yet checked against its schema: startFrame checks it before the frame serves the page. */
  config: FrameConfig
  shell: StoreShell
  /** Empty until startFrame fills it with the services (their code is not in the first paint). */
  services: FrameServices
}

/**
 * What the first paint needs and nothing more: the config the worker wrote into
 * the document and a store to render from. startFrame (start.ts, loaded right
 * after) checks the config and adds the services, the listeners and the channel.
 */
export function prepareFrame({ document }: prepareFrame.Options): PreparedFrame {
  try {
    return prepareWith(readFrameConfig(document))
  } catch {
    // A config the store cannot even be built from is the invalid project's, checked or not.
    return prepareWith(INVALID_CONFIG)
  }
}

/**
 * A frame prepared from a config already read (startFrame's again, when the config fails its check).
 * The services are empty until startFrame fills them, unless a test brings its own.
 */
export function prepareWith(config: FrameConfig, services = {} as FrameServices): PreparedFrame {
  const shell = createStoreShell({
    theme: config.theme,
    features: config.features,
    basic: config.basic,
    local: config.local,
    services,
  })
  return { config, shell, services }
}
