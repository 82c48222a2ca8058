import { frameConfig, type FrameConfig } from '@porthole/protocol'
import { INVALID_CONFIG } from './read-frame-config.js'

/** The config as its schema allows it, else the invalid project's: a config of the wrong shape serves no page. */
export function checkFrameConfig(config: FrameConfig): FrameConfig {
  const parsed = frameConfig().safeParse(config)
  return parsed.success ? parsed.data : INVALID_CONFIG
}
