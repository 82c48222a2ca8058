import type { FrameStore } from '@porthole/frame-host'
import type { FrameConfig } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { ConfigContext } from '../config-context.js'
import './english.js'

/** A project with every remote feature at its default and no swap or on-ramp service. */
const TEST_CONFIG = { projectId: 'demo', theme: 'light', allowedOrigins: [], features: [] } as FrameConfig

/** A view's markup over a given store and project config, as the server renderer gives it (tests run in Node, no DOM). */
export function render(store: FrameStore, View: ComponentType, config: FrameConfig = TEST_CONFIG): string {
  return renderToStaticMarkup(
    <Provider store={store}>
      <ConfigContext value={config}>
        <View />
      </ConfigContext>
    </Provider>,
  )
}
