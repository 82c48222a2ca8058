import { bootFrame, browserStorage, createAfterRender, documentFormPoster } from '@porthole/frame-host'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { afterIdle } from './after-idle.js'
import { App } from './App.js'
import { ApprovalPopup } from './approval/ApprovalPopup.js'
import { APPROVAL_QUERY } from './approval/popup-messages.js'
import { ConfigContext } from './config-context.js'
import './theme/theme.css'

function startFrame() {
  // The channel listens before anything renders: the page hands over its ports right after `load`.
  const { store, config, logger } = bootFrame({
    window,
    document,
    afterRender: createAfterRender(window),
    fetch: (url, init) => fetch(url, init),
    whenIdle: (task) => void afterIdle(task, 1_000),
    authFetch: (url, init) => fetch(url, init),
    storage: browserStorage(window),
    popupHost: window,
    redirectHost: {
      get address() {
        return location.href
      },
      replaceAddress: (url) => history.replaceState(history.state, '', url),
      // The page's address as its referrer policy lets it reach the frame (by default its origin).
      pageAddress: document.referrer,
    },
    postForm: documentFormPoster(document),
    // A phone: narrow and touch (as MobileLinks reads it).
    isMobile: () => matchMedia('(max-width: 600px) and (pointer: coarse)').matches,
  })
  // `data-debug`: the log's ring buffer, read from the frame's console as `portholeLogs()`.
  if (config.debug) Object.assign(window, { portholeLogs: () => logger.lines().join('\n') })

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <ConfigContext value={config}>
          <App />
        </ConfigContext>
      </Provider>
    </StrictMode>,
  )
}

// The frame document opened as a first-party approval window (approval/review-in-popup.ts) is not a frame:
// no channel, no store, just the request its opener hands it.
const approvalId = new URLSearchParams(location.search).get(APPROVAL_QUERY)
if (approvalId && window.opener) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ApprovalPopup id={approvalId} />
    </StrictMode>,
  )
} else {
  startFrame()
}
