/**
 * Solana `signMessage` through Porthole's Wallet Standard wallet against the
 * same wallet called directly, timed in the page (median of `samples`):
 * the page's own Wallet Standard wallet (a WebCrypto ed25519 key), and the
 * embedded wallet, whose direct call is the worker's signing API and whose
 * road through Porthole is timed from the click on an armed Approve in the
 * approval window (opening and arming it is the visitor's time, not the road's).
 */
import type { Browser, Frame, Page } from '@playwright/test'
import { pageScript } from '../e2e/support/bundle.js'
import { SOLANA_TEST_WALLET, type SolanaTestWalletOptions } from '../e2e/support/solana-test-wallet/constants.js'
import type {} from '../e2e/support/wallet-standard-dapp.js'
import { AuthScopeHeaders } from '@porthole/protocol'
import { armedApprove } from './armed-approve.js'
import { mailedCode } from './mailbox.js'
import { DEMO, SOLANA_URL, WORKER } from './stack.js'

export type SignLatencies = { porthole: number[]; direct: number[] }

async function dappPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  const options: SolanaTestWalletOptions = { rpcUrl: SOLANA_URL }
  const wallet = await pageScript(new URL('../e2e/support/solana-test-wallet/wallet.ts', import.meta.url))
  await page.addInitScript({ content: `window.__solanaTestWalletOptions = ${JSON.stringify(options)};\n${wallet}` })
  await page.addInitScript({ content: await pageScript(new URL('../e2e/support/wallet-standard-dapp.ts', import.meta.url)) })
  await page.goto(`${DEMO}/`)
  await page.evaluate(() => window.porthole!.ready)
  return page
}

const widgetFrame = (page: Page): Frame => {
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/frame')
  if (!frame) throw new Error('no widget frame')
  return frame
}

/** `samples` signMessage calls one after another, each timed in the page. */
const signLoop = (page: Page, samples: number) =>
  page.evaluate(async (n) => {
    const times: number[] = []
    for (let i = 0; i < n; i++) {
      const t0 = performance.now()
      await window.walletStandardDapp.signMessage(`bench ${i}`)
      times.push(performance.now() - t0)
    }
    return times
  }, samples)

/** The dapp connects Porthole; the visitor picks `choose` in the modal. */
async function connectPorthole(page: Page, choose: (frame: Frame) => Promise<void>): Promise<void> {
  const connected = page.evaluate(() => window.walletStandardDapp.connect('Porthole'))
  // Should choosing fail, its error is the one to report, not the connect left waiting.
  connected.catch(() => {})
  await widgetFrame(page).getByTestId('porthole-modal').waitFor()
  await choose(widgetFrame(page))
  await connected
}

export async function pageWalletSign(browser: Browser, samples: number): Promise<SignLatencies> {
  const direct = await dappPage(browser)
  await direct.evaluate((name) => window.walletStandardDapp.connect(name), SOLANA_TEST_WALLET.name)
  await signLoop(direct, 10)
  const directTimes = await signLoop(direct, samples)
  await direct.context().close()

  const page = await dappPage(browser)
  await connectPorthole(page, (frame) => frame.getByTestId(`wallet-wallet-standard:${SOLANA_TEST_WALLET.name}`).click())
  await signLoop(page, 10)
  const porthole = await signLoop(page, samples)
  await page.context().close()
  return { porthole, direct: directTimes }
}

export async function embeddedSign(browser: Browser, samples: number): Promise<SignLatencies> {
  const page = await dappPage(browser)
  const email = `bench-${Date.now()}@example.com`
  await connectPorthole(page, async (frame) => {
    const input = frame.getByRole('textbox', { name: /^email$/i })
    await input.fill(email)
    await input.press('Enter')
    await frame.getByRole('textbox', { name: /code/i }).fill(await mailedCode(email))
  })
  const [address] = await page.evaluate(() => window.walletStandardDapp.accounts())
  const porthole: number[] = []
  const review = widgetFrame(page).getByTestId('approve-transaction').getByRole('button', { name: 'Review in a new window' })
  for (let i = 0; i < samples; i++) {
    const signed = page.evaluate((n) => window.walletStandardDapp.signMessage(`bench ${n}`), i)
    const approve = await armedApprove(page, review)
    const t0 = performance.now()
    await approve()
    await signed
    porthole.push(performance.now() - t0)
  }
  // The frame's storage: localStorage, or partitioned cookies where the browser denies it (as here).
  const stored = await widgetFrame(page).evaluate((key) => {
    try {
      return localStorage.getItem(key)
    } catch {
      const entry = document.cookie.split('; ').find((c) => c.startsWith(`${encodeURIComponent(key)}=`))
      return entry && decodeURIComponent(entry.slice(entry.indexOf('=') + 1))
    }
  }, 'porthole:embedded:session')
  const session = JSON.parse(stored!) as { token: string }
  // The worker binds a session to the frame's project and page, as the frame's own calls name them.
  const scope = {
    [AuthScopeHeaders.project]: new URL(widgetFrame(page).url()).searchParams.get('projectId') ?? '',
    [AuthScopeHeaders.pageOrigin]: new URL(DEMO).origin,
  }
  const direct: number[] = []
  const { base58 } = await import('@scure/base')
  for (let i = 0; i < samples + 10; i++) {
    const message = base58.encode(new TextEncoder().encode(`bench ${i}`))
    const t0 = performance.now()
    const response = await fetch(`${WORKER}/auth/wallet/solana`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json', Origin: WORKER, ...scope },
      body: JSON.stringify({ method: 'solana_signMessage', params: { message, pubkey: address } }),
    })
    if (!response.ok) throw new Error(`the worker refused: ${response.status} ${await response.text()}`)
    await response.json()
    if (i >= 10) direct.push(performance.now() - t0)
  }
  await page.context().close()
  return { porthole, direct }
}
