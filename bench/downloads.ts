import type {} from '../e2e/support/widget.js'
import type { Browser, Response } from '@playwright/test'
import { gzipSync } from 'node:zlib'

export type Downloads = {
  /** Porthole's files other than loader.js whose request started before the page's first paint (expected none). */
  beforeFirstPaint: string[]
  /** Every script fetched, page and frame, from navigation until 10 s after Connect was drawn: gzip bytes. */
  jsGzip: number
  /** The same for every response of any type. */
  allGzip: number
}

/** After Connect is drawn, what a visitor's browser still fetches in this long counts too. */
const AFTER_DRAWN_MS = 10_000

/**
 * What a visitor downloads on `url`: each response's body compressed as a server would send it, so
 * a local server that does not compress does not inflate the count. Loads the page, waits for idle,
 * clicks #connect, waits for Connect in the frame and 10 s more.
 */
export async function downloadsToConnect(browser: Browser, url: string, portholeOrigin: string): Promise<Downloads> {
  const context = await browser.newContext()
  const seen: Promise<{ url: string; startedAt: number; script: boolean; gzip: number }>[] = []
  const record = async (response: Response) => {
    const body = await response.body().catch(() => Buffer.alloc(0))
    const type = response.headers()['content-type'] ?? ''
    return { url: response.url(), startedAt: response.request().timing().startTime, script: /javascript/.test(type), gzip: gzipSync(body, { level: 9 }).length }
  }
  context.on('response', (response) => seen.push(record(response)))
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'load' })
  const firstPaint = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByName('first-paint')[0]?.startTime ?? performance.now()))
  await page.waitForTimeout(2_500)
  await page.click('#connect')
  await page.frameLocator('iframe[title="Porthole wallet"]').getByTestId('porthole-modal').waitFor({ state: 'visible' })
  await page.waitForTimeout(AFTER_DRAWN_MS)
  await context.close()
  const responses = await Promise.all(seen)
  const isPorthole = (href: string) => new URL(href).origin === portholeOrigin && new URL(href).pathname !== '/loader.js'
  return {
    beforeFirstPaint: responses.filter((r) => r.startedAt < firstPaint && isPorthole(r.url)).map((r) => new URL(r.url).pathname),
    jsGzip: responses.filter((r) => r.script).reduce((sum, r) => sum + r.gzip, 0),
    allGzip: responses.reduce((sum, r) => sum + r.gzip, 0),
  }
}
