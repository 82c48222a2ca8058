import type { FrameStore } from '@porthole/frame-host'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'

/** A view's markup over a given store, as the server renderer gives it (tests run in Node, no DOM). */
export function render(store: FrameStore, View: ComponentType): string {
  return renderToStaticMarkup(
    <Provider store={store}>
      <View />
    </Provider>,
  )
}
