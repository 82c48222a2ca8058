import type { FrameConfig } from '@porthole/protocol'
import { INVALID_CONFIG, readFrameConfig } from './config/read-frame-config.js'
import { createFirstPaintStore, type FirstPaintStore } from './first-paint-store.js'

export declare namespace prepareFrame {
  type Options = {
    document: Parameters<typeof readFrameConfig>[0]
  }
}

export type PreparedFrame = {
  /** Not yet checked against its schema: startFrame checks it before the frame serves the page. */
  config: FrameConfig
  /** What the views render from: the first paint's state until startFrame hands it the frame's store. */
  store: FirstPaintStore
}

/**
 * What the first paint needs and nothing more: the config the worker wrote into
 * the document and a store to render from. startFrame (start.ts, loaded right
 * after) checks the config and builds the store, the services, the listeners and the channel.
 */
export function prepareFrame({ document }: prepareFrame.Options): PreparedFrame {
  try {
    return prepareWith(readFrameConfig(document))
  } catch {
    // A config the store cannot even be built from is the invalid project's, checked or not.
    return prepareWith(INVALID_CONFIG)
  }
}

/** A frame prepared from a config already read. */
export function prepareWith(config: FrameConfig): PreparedFrame {
  return { config, store: createFirstPaintStore(config) }
}
