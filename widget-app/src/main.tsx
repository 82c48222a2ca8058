import { bootFrame, browserStorage, createAfterRender, documentFormPoster, type FrameStore } from '@porthole/frame-host'
import { Locales, type FrameConfig } from '@porthole/protocol'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { afterIdle } from './after-idle.js'
import { App } from './App.js'
import { ApprovalPopup } from './approval/ApprovalPopup.js'
import { APPROVAL_QUERY } from './approval/popup-messages.js'
import { ConfigContext } from './config-context.js'
import { chooseLocale, loadViewStrings, startLocale } from './i18n/load-locale.js'
import './theme/theme.css'

/** How long the first render waits for the chosen language's strings. */
const LOCALE_WAIT_MS = 1_000

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

  // The language's strings first (a small chunk of the frame's own origin), so the modal never opens in English
  // and then changes; a chunk slower than LOCALE_WAIT_MS renders English and switches when it arrives.
  const locale = startLocale(chooseLocale(config.locale, navigator.languages), document.documentElement)
  void Promise.race([locale, new Promise((resolve) => setTimeout(resolve, LOCALE_WAIT_MS))]).then(() => render(store, config))
}

function render(store: FrameStore, config: FrameConfig) {
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
  // The approval window is the frame's own address, its `locale` (the snippet's data-locale) included: the same
  // language as the frame that opened it, or the browser's. English's view strings come too (they ride with the views).
  // It renders once they are in: an approval never shows a key in place of its words.
  const asked = new URLSearchParams(location.search).get('locale')
  const language = startLocale(chooseLocale(Locales.find((l) => l === asked), navigator.languages), document.documentElement)
  void Promise.allSettled([language, loadViewStrings()]).then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <ApprovalPopup id={approvalId} />
      </StrictMode>,
    ),
  )
} else {
  startFrame()
}
