import type { FrameConfig } from '@porthole/protocol'
import { createContext, useContext } from 'react'

/** The project config the worker wrote into the frame document; fixed for the frame's life. */
export const ConfigContext = createContext<FrameConfig | null>(null)

export function useFrameConfig(): FrameConfig {
  const config = useContext(ConfigContext)
  if (!config) throw new Error('useFrameConfig needs a ConfigContext provider')
  return config
}
