import type { Browser, Frame } from '@playwright/test'
import { DEMO } from './stack.js'

/** In the frame: click WalletConnect, resolve with the ms until the QR code is drawn. */
const clickToQr = `new Promise((resolve) => {
  const t0 = performance.now()
  const drawn = () => document.querySelector('[data-testid="wc-qr"] svg path')
  new MutationObserver((_, observer) => {
    if (!drawn()) return
    observer.disconnect()
    requestAnimationFrame(() => resolve(performance.now() - t0))
  }).observe(document.body, { childList: true, subtree: true })
  document.querySelector('[data-testid="wallet-walletconnect"]').click()
})`

async function widgetFrame(page: import('@playwright/test').Page): Promise<Frame> {
  await page.evaluate(() => window.porthole!.open('Connect'))
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/frame')
  if (!frame) throw new Error('no widget frame')
  await frame.getByTestId('wallet-walletconnect').waitFor()
  return frame
}

/**
 * Opening the ConnectingWalletConnect view to a visible QR code. First: a
 * fresh page, so the sign-client chunk is fetched, started and connected to
 * the relay. Again: the view reopened in the same page, a new pairing only.
 * Also whether the chunk was fetched before the view opened.
 */
export async function walletConnectQr(browser: Browser, samples: number) {
  const first: number[] = []
  const again: number[] = []
  let loadedEarly = false
  for (let i = 0; i < samples; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const chunks: string[] = []
    page.on('request', (r) => void (/\/assets\/sign-client-[^/]+\.js$/.test(r.url()) && chunks.push(r.url())))
    await page.goto(`${DEMO}/`)
    await page.evaluate(() => window.porthole!.ready)
    let frame = await widgetFrame(page)
    loadedEarly ||= chunks.length > 0
    first.push(await frame.evaluate<number>(clickToQr))
    await page.evaluate(() => window.porthole!.close())
    frame = await widgetFrame(page)
    again.push(await frame.evaluate<number>(clickToQr))
    await context.close()
  }
  return { first, again, loadedEarly }
}
