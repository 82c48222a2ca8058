import type { Browser, BrowserContext, Page } from '@playwright/test'
import { pageScript } from '../e2e/support/bundle.js'
import { blockingUntilIdle, clickConnect, downloadsUntil, type Downloads } from './downloads.js'
import { mailedCode } from './mailbox.js'
import { ANVIL_URL, DEMO, WORKER } from './stack.js'

declare global {
  interface Window {
    benchPortholeAtMount?: boolean
  }
}

/**
 * The wagmi page is the demo page (its HTML and snippet, from the demo site) whose own script is
 * wagmi-page.ts instead of demo.js. Only the script is routed: a document Playwright fulfilled
 * would count as a public address, and Chromium would then refuse it the local stack's loader.js.
 */
const WAGMI_PAGE = `${DEMO}/`
const WITHOUT_SNIPPET = `${DEMO}/?snippet=off`

/**
 * Serves wagmi-page.ts as the demo's script in `context`. Playwright turns the HTTP cache off in a
 * context that routes: every visit here downloads everything, so a returning visitor's bytes are an
 * upper bound.
 */
async function serveWagmiPage(context: BrowserContext): Promise<void> {
  const script = `window.benchAnvilUrl = ${JSON.stringify(ANVIL_URL)};\n${await pageScript(new URL('./wagmi-page.ts', import.meta.url))}`
  await context.route(`${DEMO}/demo.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: script }))
}

const statusOf = (page: Page) => page.locator('#status')

/** Waits until wagmi holds an account; says why when Porthole was not there to reconnect. */
async function accountRestored(page: Page): Promise<void> {
  try {
    await statusOf(page)
      .getByText(/^connected 0x/)
      .waitFor({ timeout: 20_000 })
  } catch (error) {
    const atMount = await page.evaluate(() => window.benchPortholeAtMount)
    throw new Error(`wagmi did not restore the account (Porthole announced at mount: ${atMount}, status: ${await statusOf(page).textContent()})`, {
      cause: error,
    })
  }
}

/** The visitor connects once through the UI: #connect, then an email login with a new address in Connect. */
async function connectByEmail(context: BrowserContext): Promise<void> {
  const page = await context.newPage()
  await page.goto(WAGMI_PAGE, { waitUntil: 'load' })
  await clickConnect(page)
  const frame = page.frameLocator('iframe[title="Porthole wallet"]')
  const email = `bench-wagmi-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const input = frame.locator('input[type="email"]')
  await input.fill(email)
  await input.press('Enter')
  await frame.locator('input[autocomplete="one-time-code"]').fill(await mailedCode(email))
  await accountRestored(page)
  await page.close()
}

export type WagmiSample = { firstTime: Downloads; returning: Downloads; blockingWithout: number }

/**
 * One sample of each state, each in a fresh context: a first-time visitor (wagmi's storage empty)
 * who clicks #connect after idle, and a returning visitor who connected Porthole by email in that
 * context before and now reloads, wagmi reconnecting on mount; plus the page without the snippet,
 * whose blocking time is the baseline of the others'.
 */
export async function wagmiSample(browser: Browser): Promise<WagmiSample> {
  const inContext = async <T>(run: (context: BrowserContext) => Promise<T>): Promise<T> => {
    const context = await browser.newContext()
    try {
      await serveWagmiPage(context)
      return await run(context)
    } finally {
      await context.close()
    }
  }
  const firstTime = await inContext((context) => downloadsUntil(context, WAGMI_PAGE, WORKER, clickConnect))
  const returning = await inContext(async (context) => {
    await connectByEmail(context)
    return downloadsUntil(context, WAGMI_PAGE, WORKER, accountRestored)
  })
  const blockingWithout = await inContext((context) => blockingUntilIdle(context, WITHOUT_SNIPPET))
  return { firstTime, returning, blockingWithout }
}
