import type {} from '../e2e/support/widget.js'
import { chromium, type Browser, type Frame, type LaunchOptions, type Page } from '@playwright/test'
import { chromiumLaunch } from '../e2e/chromium.js'
import { firstDrawn, recordScreen, type Box, type ScreenFrame } from './screen-frames.js'
import { DEMO } from './stack.js'

declare global {
  interface Window {
    __clickedAt?: number
    __openLongTasks?: { duration: number; source: string }[]
  }
}

/** The two ways Chromium places the frame: in the page's renderer process, or in one of its own. */
export const PROCESS_MODES: Record<ProcessMode, LaunchOptions> = {
  // Debian's Chromium isolates sites by default (the frame, localhost, is another site than the demo page, 127.0.0.1):
  // without site isolation, as on Android and in browsers that turn it off, the frame shares the page's thread.
  'frame in the page process': { ...chromiumLaunch, args: [...chromiumLaunch.args, '--disable-site-isolation-trials'] },
  'frame in its own process': { ...chromiumLaunch, args: [...chromiumLaunch.args, '--enable-features=OriginKeyedProcessesByDefault'] },
}

export type ProcessMode = 'frame in the page process' | 'frame in its own process'

export const launchMode = (mode: ProcessMode): Promise<Browser> => chromium.launch(PROCESS_MODES[mode])

/** After `ready`, the page and the frame are left alone this long: the open measured is the first after idle. */
const IDLE_MS = 2_500

/**
 * Installed in the page before its scripts run; nothing is ever evaluated in the frame before the
 * click (an evaluation would wake the frame's process, which a visitor's click does not get). Records
 * every long task (over 50 ms) on the page's main thread from navigation on, with where it came from
 * (the page's own script, or 'cross-origin-descendant' for Porthole's frame in the page's process),
 * and when #connect was clicked, as an absolute time (timeOrigin + event time) comparable with the
 * screen's frames.
 */
const PAGE_PROBE = `(() => {
  if (window !== top) return
  window.__openLongTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__openLongTasks.push({ duration: entry.duration, source: entry.name })
  }).observe({ type: 'longtask', buffered: true })
  addEventListener('click', (event) => {
    if (event.target.id === 'connect' && window.__clickedAt === undefined) window.__clickedAt = performance.timeOrigin + event.timeStamp
  }, { capture: true })
})()`

const VIEWPORT = { width: 1280, height: 800 }
/** How long after the click the screen is recorded: the dialog's 150 ms entrance and then some. */
const RECORD_MS = 1_000

const frameOf = (page: Page): Frame => {
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/frame')
  if (!frame) throw new Error('the page has no Porthole frame')
  return frame
}

const boxOf = (element: Element) => {
  const { x, y, width, height } = element.getBoundingClientRect()
  return { x, y, width, height }
}

export type FirstOpen = {
  /** From the click on the page's Connect button to the first frame the browser presented with the dialog showing. */
  ms: number
  /** Long tasks on the page's main thread from navigation until a second after the open. */
  longTasks: { duration: number; source: string }[]
  /** Whether Chromium put the frame in a process of its own (an out-of-process iframe target). */
  ownProcess: boolean
}

/** Loads `url` in a fresh context, leaves it idle, clicks #connect with the screen recorded. */
async function clickAfterIdle(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  await context.addInitScript({ content: PAGE_PROBE })
  const page = await context.newPage()
  await page.goto(url)
  await ready(page)
  await page.waitForTimeout(IDLE_MS)
  const stop = await recordScreen(page)
  await page.click('#connect')
  await page.waitForTimeout(RECORD_MS)
  const frames = await stop()
  const clickedAt = await page.evaluate(() => window.__clickedAt!)
  return { context, page, frames, clickedAt }
}

const drawnAfter = (frames: ScreenFrame[], clickedAt: number, box: Box): number => {
  const drawn = firstDrawn(frames, clickedAt, box, VIEWPORT.width)
  if (drawn === undefined) throw new Error('the screen never showed the dialog')
  return drawn - clickedAt
}

/** One sample: the demo in a fresh context, `ready`, idle, click Connect; the first presented frame showing the dialog. */
export async function firstOpenAfterIdle(browser: Browser): Promise<FirstOpen> {
  const cdp = await browser.newBrowserCDPSession()
  const { context, page, frames, clickedAt } = await clickAfterIdle(browser, `${DEMO}/`, (p) => p.evaluate(() => window.porthole!.ready))
  const { targetInfos } = await cdp.send('Target.getTargets')
  await cdp.detach()
  // Read after the fact: where the iframe and its card were once drawn.
  const iframe = await page.locator('iframe[title="Porthole wallet"]').evaluate(boxOf)
  const card = await frameOf(page).getByTestId('porthole-modal').evaluate(boxOf)
  const longTasks = await page.evaluate(() => window.__openLongTasks!)
  await context.close()
  const box = { ...card, x: iframe.x + card.x, y: iframe.y + card.y }
  return { ms: drawnAfter(frames, clickedAt, box), longTasks, ownProcess: targetInfos.some((t) => t.type === 'iframe') }
}

/** The same click on the React floor page (bench/react-floor), measured the same way. */
export async function floorOpenAfterIdle(browser: Browser, url: string): Promise<number> {
  const { context, page, frames, clickedAt } = await clickAfterIdle(browser, url, async () => {})
  const box = await page.getByTestId('floor-dialog').evaluate(boxOf)
  await context.close()
  return drawnAfter(frames, clickedAt, box)
}
