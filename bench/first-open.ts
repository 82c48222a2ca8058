import type {} from '../e2e/support/widget.js'
import { chromium, type Browser, type Frame, type LaunchOptions, type Page } from '@playwright/test'
import { chromiumLaunch } from '../e2e/chromium.js'
import { DEMO } from './stack.js'

declare global {
  interface Window {
    __clickedAt?: number
    __iframeDrawn?: Promise<number>
    __dialogDrawn?: Promise<number>
    __openLongTasks?: { duration: number; source: string }[]
  }
}

/** The two ways Chromium places the frame: in the page's renderer process, or in one of its own. */
export const PROCESS_MODES: Record<ProcessMode, LaunchOptions> = {
  // Debian's Chromium isolates sites by default (the frame, 127.0.0.1, is another site than the demo page, localhost):
  // without site isolation, as on Android and in browsers that turn it off, the frame shares the page's thread.
  'frame in the page process': { ...chromiumLaunch, args: [...chromiumLaunch.args, '--disable-site-isolation-trials'] },
  'frame in its own process': { ...chromiumLaunch, args: [...chromiumLaunch.args, '--enable-features=OriginKeyedProcessesByDefault'] },
}

export type ProcessMode = 'frame in the page process' | 'frame in its own process'

export const launchMode = (mode: ProcessMode): Promise<Browser> => chromium.launch(PROCESS_MODES[mode])

/** After `ready`, the page and the frame are left alone this long: the open measured is the first after idle. */
const IDLE_MS = 2_500

/**
 * Every long task (over 50 ms) on the page's main thread from navigation on,
 * with where it came from: the page's own script, or a frame sharing its
 * thread ('cross-origin-descendant' for Porthole's frame in the page process).
 * Times on both sides are absolute (timeOrigin + now), so they compare across documents.
 */
const PAGE_PROBE = `
  window.__openLongTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__openLongTasks.push({ duration: entry.duration, source: entry.name })
  }).observe({ type: 'longtask', buffered: true })
  addEventListener('click', (event) => {
    if (event.target.id !== 'connect' || window.__clickedAt !== undefined) return
    window.__clickedAt = performance.timeOrigin + event.timeStamp
    const iframe = document.querySelector('iframe[title="Porthole wallet"]')
    // The next animation frame after the page let the iframe be seen.
    window.__iframeDrawn = new Promise((resolve) => {
      const drawn = () => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))
      if (iframe.style.visibility !== 'hidden') return drawn()
      const observer = new MutationObserver(() => {
        if (iframe.style.visibility === 'hidden') return
        observer.disconnect()
        drawn()
      })
      observer.observe(iframe, { attributes: true, attributeFilter: ['style'] })
    })
  }, { capture: true })`

/** In the frame: the next animation frame after the dialog card became visible (however the frame got there). */
const FRAME_PROBE = `
  window.__dialogDrawn = new Promise((resolve) => {
    const shown = () => {
      const card = document.querySelector('[data-testid="porthole-modal"]')
      return card !== null && getComputedStyle(card).visibility === 'visible'
    }
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))
    })
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true })
  })
  // Not awaited here: the click comes next.
  undefined`

const frameOf = (page: Page): Frame => {
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/frame')
  if (!frame) throw new Error('the page has no Porthole frame')
  return frame
}

export type FirstOpen = {
  /** From the click on the page's Connect button to the first animation frame with both the iframe and the dialog visible. */
  ms: number
  /** Long tasks on the page's main thread from navigation until a second after the open. */
  longTasks: { duration: number; source: string }[]
  /** Whether Chromium put the frame in a process of its own (an out-of-process iframe target). */
  ownProcess: boolean
}

/** One sample in a fresh context: load the demo, wait for `ready` and idle, click Connect. */
export async function firstOpenAfterIdle(browser: Browser): Promise<FirstOpen> {
  const context = await browser.newContext()
  await context.addInitScript({ content: PAGE_PROBE })
  const page = await context.newPage()
  await page.goto(`${DEMO}/`)
  await page.evaluate(() => window.porthole!.ready)
  await page.waitForTimeout(IDLE_MS)
  await frameOf(page).evaluate(FRAME_PROBE)
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = await cdp.send('Target.getTargets')
  await cdp.detach()
  await page.click('#connect')
  const frameDrawn = await frameOf(page).evaluate(() => window.__dialogDrawn!)
  const { clickedAt, iframeDrawn } = await page.evaluate(async () => ({ clickedAt: window.__clickedAt!, iframeDrawn: await window.__iframeDrawn! }))
  await page.waitForTimeout(1_000)
  const longTasks = await page.evaluate(() => window.__openLongTasks!)
  await context.close()
  return { ms: Math.max(frameDrawn, iframeDrawn) - clickedAt, longTasks, ownProcess: targetInfos.some((t) => t.type === 'iframe') }
}
