import type {} from '../e2e/support/widget.js'
import type { Browser, BrowserContext, Page, Response } from '@playwright/test'
import { gzipSync } from 'node:zlib'

declare global {
  interface Window {
    __benchLongTasks?: number[]
  }
}

export type Downloads = {
  /** Porthole's files other than loader.js whose request started before the page's first paint (expected none). */
  beforeFirstPaint: string[]
  /** Every script fetched, page and frame, from navigation until 10 s after the visit's goal was drawn: gzip bytes. */
  jsGzip: number
  /** The scripts of Porthole's origin among them, loader.js included. */
  portholeJsGzip: number
  /** The same for every response of any type. */
  allGzip: number
  /** Whether the frame's document was requested before the page's `load` (the page channel should wait for load and idle). */
  frameBeforeLoad: boolean
  /** The page's total blocking time (long tasks' time over 50 ms) from navigation until the visitor acts. */
  blocking: number
}

/** After the goal is drawn, what a visitor's browser still fetches in this long counts too. */
const AFTER_DRAWN_MS = 10_000
/** The page is left alone this long after `load` before the visitor acts. */
const IDLE_MS = 2_500

/** Long tasks of the top page only; the frame's, in a process of its own, are not the host's. */
const LONG_TASKS = `(() => {
  if (window !== top) return
  window.__benchLongTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
})()`

/**
 * When the page first painted and fired `load`, as absolute times. A small page paints after `load`,
 * so the paint is awaited, not read at once (which, absent, would count everything up to now).
 */
const FIRST_PAINT_AND_LOAD = () =>
  new Promise<[number, number]>((resolve, reject) => {
    const loaded = performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
    setTimeout(() => reject(new Error('the page did not paint within 5 s')), 5_000)
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName('first-paint')[0]
      if (paint) resolve([performance.timeOrigin + paint.startTime, loaded])
    }).observe({ type: 'paint', buffered: true })
  })

const blockingOf = (page: Page) => page.evaluate(() => (window.__benchLongTasks ?? []).reduce((sum, d) => sum + Math.max(0, d - 50), 0))

/** Clicks #connect and waits for Connect drawn in the frame. */
export async function clickConnect(page: Page): Promise<void> {
  await page.click('#connect')
  await page.frameLocator('iframe[title="Porthole wallet"]').getByTestId('porthole-modal').waitFor({ state: 'visible' })
}

/**
 * What a visitor downloads on `url` in `context` (whatever it holds already: routes, storage): each
 * response's body compressed as a server would send it, so a local server that does not compress
 * does not inflate the count. Loads the page, waits for `load` and idle, lets `reach` act as the
 * visitor and wait for its goal to be drawn, then waits 10 s more. Only what is fetched from this
 * navigation on counts; the caller closes the context.
 */
export async function downloadsUntil(context: BrowserContext, url: string, portholeOrigin: string, reach: (page: Page) => Promise<void>): Promise<Downloads> {
  const seen: Promise<{ url: string; startedAt: number; script: boolean; gzip: number }>[] = []
  const record = async (response: Response) => {
    const body = await response.body().catch(() => Buffer.alloc(0))
    const type = response.headers()['content-type'] ?? ''
    return { url: response.url(), startedAt: response.request().timing().startTime, script: /javascript/.test(type), gzip: gzipSync(body, { level: 9 }).length }
  }
  const onResponse = (response: Response) => void seen.push(record(response))
  context.on('response', onResponse)
  const page = await context.newPage()
  await page.addInitScript({ content: LONG_TASKS })
  await page.goto(url, { waitUntil: 'load' })
  const [firstPaint, loaded] = await page.evaluate(FIRST_PAINT_AND_LOAD)
  await page.waitForTimeout(IDLE_MS)
  const blocking = await blockingOf(page)
  await reach(page)
  await page.waitForTimeout(AFTER_DRAWN_MS)
  context.off('response', onResponse)
  await page.close()
  const responses = await Promise.all(seen)
  const fromPorthole = (href: string) => new URL(href).origin === portholeOrigin
  const isPorthole = (href: string) => fromPorthole(href) && new URL(href).pathname !== '/loader.js'
  const gzipOf = (list: typeof responses) => list.reduce((sum, r) => sum + r.gzip, 0)
  return {
    beforeFirstPaint: responses.filter((r) => r.startedAt < firstPaint! && isPorthole(r.url)).map((r) => new URL(r.url).pathname),
    jsGzip: gzipOf(responses.filter((r) => r.script)),
    portholeJsGzip: gzipOf(responses.filter((r) => r.script && fromPorthole(r.url))),
    allGzip: gzipOf(responses),
    frameBeforeLoad: responses.some((r) => fromPorthole(r.url) && new URL(r.url).pathname === '/frame' && r.startedAt < loaded!),
    blocking,
  }
}

/** The page's total blocking time over the same window as `downloadsUntil`'s, for a page without the snippet. */
export async function blockingUntilIdle(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage()
  await page.addInitScript({ content: LONG_TASKS })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(IDLE_MS)
  const blocking = await blockingOf(page)
  await page.close()
  return blocking
}

/** The plain demo page: a first visit in a fresh context (an empty HTTP cache), #connect clicked after idle. */
export async function downloadsToConnect(browser: Browser, url: string, portholeOrigin: string): Promise<Downloads> {
  const context = await browser.newContext()
  try {
    return await downloadsUntil(context, url, portholeOrigin, clickConnect)
  } finally {
    await context.close()
  }
}
