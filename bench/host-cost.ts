import type { Browser } from '@playwright/test'
import { DEMO } from './stack.js'

declare global {
  interface Window {
    __longTasks?: number[]
  }
}

export type HostCost = { heap: number; blocking: number }

/**
 * The host page's JS heap (after a forced GC) and total blocking time, from
 * navigation until a second after the widget is ready. The frame runs in its
 * own process (another site), so only what the snippet adds to the page counts.
 */
export async function hostCost(browser: Browser, withSnippet: boolean): Promise<HostCost> {
  const context = await browser.newContext()
  // A string, not a function: tsx would wrap a function with helpers the page does not have.
  await context.addInitScript({
    content: `
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })`,
  })
  const page = await context.newPage()
  await page.goto(`${DEMO}/${withSnippet ? '' : '?snippet=off'}`)
  // Both pages are waited on the same way, so the test tooling's own heap cancels out.
  await page
    .locator('#status')
    .getByText(withSnippet ? 'ready' : 'not on this page', { exact: true })
    .waitFor()
  await page.waitForTimeout(1_000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')!.value
  const blocking = await page.evaluate(() => window.__longTasks!.reduce((sum, d) => sum + Math.max(0, d - 50), 0))
  await context.close()
  return { heap, blocking }
}
