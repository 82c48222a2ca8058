import { raiseAlert } from '@porthole/frame-host'
import { frameStore } from '@porthole/frame-host/testing'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { AlertBanners } from './AlertBanners.js'

const render = (store: ReturnType<typeof frameStore>) =>
  renderToStaticMarkup(
    <Provider store={store}>
      <AlertBanners />
    </Provider>,
  )

describe('AlertBanners', () => {
  it('renders nothing until an alert is raised', () => {
    expect(render(frameStore({ theme: 'light' }))).toBe('')
  })

  it('shows a raised alert once, with its text, a sentence and a Dismiss button', () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(raiseAlert('Rate Limited'))
    store.dispatch(raiseAlert('Rate Limited'))
    const html = render(store)
    expect(html.match(/role="alert"/g)).toHaveLength(1)
    expect(html).toContain('>Rate Limited<')
    expect(html).toContain('Too many requests from this browser. Try again in a moment.')
    expect(html).toContain('aria-label="Dismiss"')
  })
})
