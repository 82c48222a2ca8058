import { prepareFrame, type FrameStore } from '@porthole/frame-host'
import type { FrameConfig } from '@porthole/protocol'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { afterIdle } from './after-idle.js'
import { App } from './App.js'
import { ConfigContext } from './config-context.js'
import { frameWindow } from './early-window.js'
import { chooseLocale, startLocale } from './i18n/load-locale.js'
import { isMobile } from './is-mobile.js'

/** How long the first render waits for the chosen language's strings. */
const LOCALE_WAIT_MS = 1_000

/** Ends the current task: the page (when it shares this thread) runs its own work in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The frame starts in steps, each its own task, so that none holds the page's
 * main thread for long (50 ms) when the frame shares the page's process:
 * React's evaluation and this chunk's (boot.ts); the config and the store; the hidden Connect view,
 * rendered in slices (a transition yields to the browser every few
 * milliseconds); the start chunk's libraries' evaluation; its own code's
 * (services, listeners, the channel, loaded after the first paint); the
 * config's check; then building the services and serving the page.
 */
async function startFrame() {
  // The chunk's evaluation (the store's code, Connect) was this task; the config and the store are the next.
  await nextTask()
  const prepared = prepareFrame({ document })
  const { config } = prepared
  // The language's strings first (a small chunk of the frame's own origin), so the modal never opens in English
  // and then changes; a chunk slower than LOCALE_WAIT_MS renders English and switches when it arrives.
  const locale = startLocale(chooseLocale(config.locale, navigator.languages), document.documentElement)
  await Promise.race([locale, new Promise((resolve) => setTimeout(resolve, LOCALE_WAIT_MS))])
  const root = createRoot(document.getElementById('root')!)
  const render = (checked: FrameConfig) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          {/* The first paint's store, which forwards to the frame's once it has started: Provider uses only what both have. */}
          <Provider store={prepared.store as unknown as FrameStore}>
            <ConfigContext value={checked}>
              <App />
            </ConfigContext>
          </Provider>
        </StrictMode>,
      ),
    )
  render(config)
  // The start chunk's libraries, then its own code: two evaluations, each a task of its own.
  await import('@porthole/frame-host/start-libraries')
  await nextTask()
  const [{ checkPrepared, startFrame: start, browserStorage, createAfterRender, documentFormPoster, loadFeatures }, { revealPrepared }] = await Promise.all([
    import('@porthole/frame-host/start'),
    import('./reveal-prepared.js'),
  ])
  await loadFeatures()
  // Then the config's check, and then building the services and serving the page: each a task of its own too.
  await nextTask()
  const checked = checkPrepared(prepared)
  await nextTask()
  const booted = start(checked, {
    // Kept since the document's script ran: the page may have handed over its ports already.
    window: frameWindow,
    storage: browserStorage(window),
    afterRender: createAfterRender(window),
    fetch: (url, init) => fetch(url, init),
    whenIdle: (task) => void afterIdle(task, 1_000),
    authFetch: (url, init) => fetch(url, init),
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
    isMobile,
    revealPrepared,
  })
  // A config that failed its check: the views show the invalid project's alert, still hidden.
  // (The check returns a parsed copy of a valid config, which changes nothing the views show: no render for it.)
  if (booted.config.alert !== config.alert) render(booted.config)
  // `data-debug`: the log's ring buffer, read from the frame's console as `portholeLogs()`.
  if (booted.config.debug) Object.assign(window, { portholeLogs: () => booted.logger.lines().join('\n') })
}

void startFrame()
