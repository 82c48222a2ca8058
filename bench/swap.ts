import type { Browser, Frame, Page } from '@playwright/test'
import { pageScript } from '../e2e/support/bundle.js'
import { TEST_WALLET, type TestWalletOptions } from '../e2e/support/test-wallet/constants.js'
import type {} from '../e2e/support/widget.js'
import { ANVIL_URL, DEMO } from './stack.js'

/**
 * In the frame, from Account: click Swap, then as fast as the view allows sell
 * USDC for ETH (each picked in its picker) with Max, which asks for the quote
 * at once (typing would wait the 500 ms debounce first). Resolves with
 * the ms from the click until the quote's details are painted.
 */
const openToQuote = `new Promise((resolve) => {
  const t0 = performance.now()
  const q = (id) => document.querySelector('[data-testid="' + id + '"]')
  const click = (id) => {
    const el = q(id)
    if (!el || el.disabled) return false
    el.click()
    return true
  }
  const steps = [
    () => click('swap-from-token'),
    () => click('swap-token-option-USDC'),
    () => click('swap-to-token'),
    () => click('swap-token-option-ETH'),
    () => click('swap-max'),
    // A quote shown before Max (the previous sample's) is dropped by it: wait for the new one.
    () => !q('swap-details'),
    () => Boolean(q('swap-price')),
  ]
  let step = 0
  const advance = () => {
    while (step < steps.length && steps[step]()) step++
    if (step < steps.length) return
    observer.disconnect()
    requestAnimationFrame(() => resolve(performance.now() - t0))
  }
  const observer = new MutationObserver(advance)
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
  q('open-swap').click()
  advance()
})`

const widgetFrame = (page: Page): Frame => {
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/frame')
  if (!frame) throw new Error('no widget frame')
  return frame
}

/** The demo page with the EVM test wallet (anvil account #1, which holds seeded USDC), connected through Porthole, Account open. */
async function connectedPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  const options: TestWalletOptions = { chains: { 31337: ANVIL_URL } }
  const wallet = await pageScript(new URL('../e2e/support/test-wallet/wallet.ts', import.meta.url))
  await page.addInitScript({ content: `window.__testWalletOptions = ${JSON.stringify(options)};\n${wallet}` })
  await page.goto(`${DEMO}/`)
  await page.evaluate(() => window.porthole!.ready)
  const connected = page.evaluate(() => window.porthole!.provider.request({ method: 'eth_requestAccounts' }))
  connected.catch(() => {})
  await widgetFrame(page).getByTestId(`wallet-${TEST_WALLET.uuid}`).click()
  await connected
  return page
}

async function openAccount(page: Page): Promise<Frame> {
  await page.evaluate(() => window.porthole!.open('Account'))
  const frame = widgetFrame(page)
  await frame.getByTestId('open-swap').waitFor()
  return frame
}

/**
 * Swap view opened → quote shown. First: the first open in a page, which
 * fetches the view's chunk (if the modal's preload has not), the network's
 * swap tokens, prices and balances. Again: the view reopened in the same
 * page, its tokens known, a new quote only.
 */
export async function swapOpenToQuote(browser: Browser, samples: number): Promise<{ first: number[]; again: number[] }> {
  const first: number[] = []
  const again: number[] = []
  for (let i = 0; i < samples; i++) {
    const page = await connectedPage(browser)
    first.push(await (await openAccount(page)).evaluate<number>(openToQuote))
    await page.evaluate(() => window.porthole!.close())
    again.push(await (await openAccount(page)).evaluate<number>(openToQuote))
    await page.context().close()
  }
  return { first, again }
}
