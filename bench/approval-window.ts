import type {} from '../e2e/support/widget.js'
import type { Browser, Frame, Page } from '@playwright/test'
import { mailedCode } from './mailbox.js'
import { DEMO } from './stack.js'

declare global {
  interface Window {
    __reviewClicks?: number[]
  }
}

/**
 * Added to the demo page and its frames at their start: in the frame, the time of each click on
 * "Review in a new window", as an absolute time (timeOrigin + event time) comparable with the window's.
 * A listener only; nothing runs in the frame before the click, and nothing in the window before it draws.
 */
const FRAME_PROBE = `(() => {
  if (location.pathname !== '/frame') return
  window.__reviewClicks = []
  addEventListener('click', (event) => {
    const button = event.target.closest && event.target.closest('button')
    if (button && button.textContent === 'Review in a new window') window.__reviewClicks.push(performance.timeOrigin + event.timeStamp)
  }, { capture: true })
})()`

/** After the click, the window is left alone this long before its own timeline is read: a cold open's download and then some. */
const DRAW_MS = 2_500
/** Between opens: the frame's approval view drawn and settled, so the click is the only work going on. */
const SETTLE_MS = 500

export type WindowOpen = {
  /** From the click's event time in the frame to the window's first paint of the request's heading (its Element Timing entry). */
  ms: number
  /** What came over the network for the window's document and every file it fetched (transferSize; 0 from the HTTP cache). */
  transferred: number
  /** The window's files fetched over the network (not from the cache), by path. */
  fetched: string[]
}

const frameOf = (page: Page): Frame => {
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/frame')
  if (!frame) throw new Error('the page has no Porthole frame')
  return frame
}

/** The demo in a fresh context (an empty HTTP cache), signed in with a new embedded account by email. */
async function signedIn(browser: Browser): Promise<{ page: Page; address: string }> {
  const page = await (await browser.newContext()).newPage()
  await page.addInitScript({ content: FRAME_PROBE })
  await page.goto(`${DEMO}/`)
  await page.evaluate(() => window.porthole!.ready)
  const connected = page.evaluate(() => window.porthole!.provider.request({ method: 'eth_requestAccounts' }) as Promise<string[]>)
  connected.catch(() => {})
  const email = `bench-window-${Date.now()}@example.com`
  const input = frameOf(page).locator('input[type="email"]')
  await input.fill(email)
  await input.press('Enter')
  await frameOf(page)
    .locator('input[autocomplete="one-time-code"]')
    .fill(await mailedCode(email))
  const [address] = await connected
  return { page, address: address! }
}

/** What the window recorded of itself, read after it drew: when the heading painted, and what it fetched. */
const windowTimeline = (popup: Page) =>
  popup.evaluate(
    () =>
      new Promise<{ drawnAt: number | undefined; files: { path: string; transferred: number }[] }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          const entry = list.getEntries().find((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'approval-request') as
            (PerformanceEntry & { renderTime: number }) | undefined
          const timing = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[]
          resolve({
            drawnAt: entry && performance.timeOrigin + entry.renderTime,
            files: timing.map((t) => ({ path: new URL(t.name).pathname, transferred: t.transferSize })),
          })
        }).observe({ type: 'element', buffered: true })
      }),
  )

/** One open: a personal_sign from the page, the visitor's click on "Review in a new window", the window read after it drew, then rejected. */
async function openOnce(page: Page, address: string, n: number): Promise<WindowOpen> {
  const signed = page.evaluate(
    ([message, from]) => window.porthole!.provider.request({ method: 'personal_sign', params: [message, from] }).catch(() => 'rejected'),
    [`0x${Buffer.from(`bench window ${n}`).toString('hex')}`, address] as const,
  )
  const review = frameOf(page).getByTestId('approve-transaction').getByRole('button', { name: 'Review in a new window' })
  await review.waitFor()
  await page.waitForTimeout(SETTLE_MS)
  const [popup] = await Promise.all([page.waitForEvent('popup'), review.click()])
  await popup.waitForTimeout(DRAW_MS)
  const { drawnAt, files } = await windowTimeline(popup)
  const clickedAt = await frameOf(page).evaluate(() => window.__reviewClicks!.at(-1)!)
  if (drawnAt === undefined) throw new Error(`the approval window had not drawn the request ${DRAW_MS} ms after the click`)
  const closed = popup.waitForEvent('close')
  await popup
    .getByRole('button', { name: 'Reject' })
    .click()
    .catch((error: Error) => {
      if (!popup.isClosed()) throw error
    })
  await closed
  if ((await signed) !== 'rejected') throw new Error('the rejected request was not rejected')
  const overNetwork = files.filter((f) => f.transferred > 0)
  return { ms: drawnAt - clickedAt, transferred: overNetwork.reduce((sum, f) => sum + f.transferred, 0), fetched: overNetwork.map((f) => f.path) }
}

/**
 * The approval window opened from the frame in one browser context: the first open (nothing of the
 * window in the HTTP cache yet), then `warmSamples` further opens, each rejected in the window.
 */
export async function approvalWindowOpens(browser: Browser, warmSamples: number): Promise<{ cold: WindowOpen; warm: WindowOpen[] }> {
  const { page, address } = await signedIn(browser)
  try {
    const cold = await openOnce(page, address, 0)
    const warm: WindowOpen[] = []
    for (let i = 1; i <= warmSamples; i++) warm.push(await openOnce(page, address, i))
    return { cold, warm }
  } finally {
    await page.context().close()
  }
}

/** The Cache-Control of the window's document and of each file it fetched, as the worker serves them. */
export async function windowCaching(worker: string, paths: string[]): Promise<{ document: string; files: { path: string; cacheControl: string }[] }> {
  const header = async (path: string) => (await fetch(new URL(path, worker))).headers.get('cache-control') ?? '(none)'
  const files = await Promise.all(paths.filter((p) => p !== '/approval').map(async (path) => ({ path, cacheControl: await header(path) })))
  return { document: await header('/approval?id=x'), files }
}
