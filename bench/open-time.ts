import type {} from '../e2e/support/widget.js'
import type { Browser } from '@playwright/test'
import { DEMO } from './stack.js'

declare global {
  interface Window {
    __coldOpen?: Promise<number>
  }
}

/** From `porthole.open()` to the next host frame after it resolved (the overlay is shown then). */
const openAndPaint = `(async () => {
  const t0 = performance.now()
  await window.porthole.open()
  await new Promise((r) => requestAnimationFrame(r))
  return performance.now() - t0
})()`

/**
 * Chrome goes on tearing down the previous sample's context (its renderer
 * processes and profile) and setting up the new one for a while; on two cores
 * that work would be billed to the open being measured, which a visitor's
 * browser is not doing. Each cold sample starts after this much quiet.
 */
const SETTLE_MS = 1_000

/**
 * Cold: `open()` is called the moment the loader defines `window.porthole`,
 * before the idle-time start, so it pays for the frame, the channel and the handshake.
 */
export async function coldOpen(browser: Browser, cachedAssets: boolean): Promise<number> {
  const context = await browser.newContext()
  // A string, not a function: tsx would wrap a function with helpers the page does not have.
  await context.addInitScript({
    content: `{
      let value
      Object.defineProperty(window, 'porthole', {
        configurable: true,
        get: () => value,
        set(porthole) {
          value = porthole
          const t0 = performance.now()
          window.__coldOpen = porthole
            .open()
            .then(() => new Promise((r) => requestAnimationFrame(r)))
            .then(() => performance.now() - t0)
        },
      })
    }`,
  })
  const page = await context.newPage()
  if (cachedAssets) {
    await page.goto(`${DEMO}/`)
    await page.waitForFunction(() => window.__coldOpen)
    await page.evaluate(() => window.__coldOpen)
  }
  await page.waitForTimeout(SETTLE_MS)
  await page.goto(`${DEMO}/`)
  await page.waitForFunction(() => window.__coldOpen)
  const time = await page.evaluate(() => window.__coldOpen!)
  await page.frameLocator('iframe[title="Porthole wallet"]').getByTestId('porthole-modal').waitFor({ state: 'visible' })
  await context.close()
  return time
}

/** Warm: the frame is loaded and has been opened before. */
export async function warmOpens(browser: Browser, samples: number): Promise<number[]> {
  const page = await browser.newPage()
  await page.goto(`${DEMO}/`)
  await page.evaluate(() => window.porthole!.ready)
  await page.evaluate(openAndPaint)
  await page.evaluate(() => window.porthole!.close())
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    times.push(await page.evaluate<number>(openAndPaint))
    await page.evaluate(() => window.porthole!.close())
  }
  await page.close()
  return times
}
