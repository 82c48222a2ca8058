import { expect, test } from './support/test.js'
import { openDapp, startRequest } from './support/dapp.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { modal, openDemo, overlay, widget, WORKER_ORIGIN } from './support/widget.js'

test('the demo page opens the modal from the worker origin; Escape closes it', async ({ page }) => {
  await openDemo(page)
  await expect(overlay(page)).toBeHidden()

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect(modal(page)).toBeVisible()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await expect(overlay(page)).toBeVisible()
  const frame = page.frames().find((f) => f !== page.mainFrame())!
  expect(new URL(frame.url()).origin).toBe(WORKER_ORIGIN)

  await page.keyboard.press('Escape')
  await expect(overlay(page)).toBeHidden()
  await expect(page.locator('#events')).toContainText('close')
  // Focus returns to what the visitor was on before the modal opened.
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeFocused()
})

test('opened from the keyboard, the dialog holds the focus; a page that shows and focuses the iframe without open() gets no dialog', async ({ page }) => {
  await openDemo(page)
  await page.getByRole('button', { name: 'Connect wallet' }).focus()
  await page.keyboard.press('Enter')
  await expect(modal(page)).toBeVisible()
  await expect(modal(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(overlay(page)).toBeHidden()

  // The frame draws its prepared Connect view when the shown iframe takes focus, ahead of `open`; without one it hides it again.
  // Recorded in the frame as it happens, so the check holds however slowly this machine polls.
  const frame = (await (await overlay(page).elementHandle())!.contentFrame())!
  const shown = await frame.evaluateHandle(() => {
    const states: (string | null)[] = []
    new MutationObserver(() => states.push(document.documentElement.getAttribute('data-open'))).observe(document.documentElement, {
      attributeFilter: ['data-open'],
    })
    return states
  })
  await overlay(page).evaluate((iframe: HTMLIFrameElement) => {
    iframe.style.visibility = 'visible'
    iframe.style.pointerEvents = 'auto'
    iframe.focus()
  })
  await expect.poll(() => shown.evaluate((states) => states)).toEqual(['early', null])
  await expect(modal(page)).toBeHidden()
  expect(await page.evaluate(() => window.porthole!.getState().open)).toBe(false)
  expect(await page.locator('#events li').allTextContents()).toEqual(['open {"view":"Connect"}', 'close'])
})

test('Back with an empty history closes the modal, and it opens again', async ({ page }) => {
  await openDemo(page)
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toBeVisible()
  await widget(page).getByRole('button', { name: 'Back' }).click()
  await expect(overlay(page)).toBeHidden()

  await page.evaluate(() => window.porthole!.open('Connect'))
  await expect(modal(page)).toBeVisible()
  await widget(page).getByRole('button', { name: 'Close' }).click()
  await expect(overlay(page)).toBeHidden()
})

test('Connect lists email, social, then wallet; Farcaster and WalletConnect open their own views', async ({ page }) => {
  await openDemo(page)
  await page.evaluate(() => window.porthole!.open())
  const view = modal(page)
  const email = view.getByRole('textbox', { name: /email/i })
  const google = view.getByRole('button', { name: /google/i })
  const walletConnect = view.getByRole('button', { name: /walletconnect/i })
  const [y1, y2, y3] = await Promise.all([email, google, walletConnect].map(async (l) => (await l.boundingBox())!.y))
  expect(y1).toBeLessThan(y2!)
  expect(y2).toBeLessThan(y3!)

  await email.fill('not-an-email')
  await email.press('Enter')
  await expect(view).toContainText('Enter a valid email address')
  await email.fill(`visitor-${Date.now()}@example.com`)
  await email.press('Enter')
  await expect(view).toHaveAttribute('data-view', 'EmailLogin')
  await expect(view).toContainText('Check your email')
  await widget(page).getByRole('button', { name: 'Back' }).click()

  await view.getByRole('button', { name: 'Farcaster' }).click()
  await expect(view).toHaveAttribute('data-view', 'ConnectingFarcaster')
  await widget(page).getByRole('button', { name: 'Back' }).click()
  await walletConnect.click()
  await expect(view).toHaveAttribute('data-view', 'ConnectingWalletConnect')
})

test('the snippet picks the light or dark theme', async ({ page }) => {
  const cardColour = async (theme: string) => {
    await openDemo(page, `?theme=${theme}`)
    await page.evaluate(() => window.porthole!.open())
    await expect(widget(page).locator('html')).toHaveAttribute('data-theme', theme)
    return modal(page).evaluate((el) => getComputedStyle(el).backgroundColor)
  }
  expect(await cardColour('dark')).not.toBe(await cardColour('light'))
})

test('a view name the widget does not know is refused on the page', async ({ page }) => {
  await openDemo(page)
  const message = await page.evaluate(() =>
    window.porthole!.open('Nope').then(
      () => 'opened',
      (e: Error) => e.message,
    ),
  )
  expect(message).toBe('Unknown view: Nope')
  await expect(overlay(page)).toBeHidden()
})

test("a view's code loads after the first paint, and a failed load can be tried again", async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)))
  // The views beyond Connect come in one chunk; it fails as on a dropped network until `online`.
  let online = false
  await page.route(/\/assets\/features-[\w-]+\.js$/, (route) => (online ? route.continue() : route.abort('connectionreset')))
  await openDemo(page)
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  // The first paint's chunks (the document's script, React, the app), then the frame's start (its libraries, and services and
  // channel); the views' chunk only once a view needs it.
  const frameScripts = scripts.filter((path) => path.startsWith('/assets/frame')).map((path) => path.replace(/-[\w-]{8}\.js$/, ''))
  expect(frameScripts.slice(0, 3).sort()).toEqual(['/assets/frame', '/assets/frame-app', '/assets/frame-react'])
  expect(frameScripts.slice(3).sort()).toEqual(['/assets/frame-start', '/assets/frame-start-libraries'])

  await modal(page).getByRole('button', { name: 'All wallets' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'AllWallets')
  await expect(modal(page).getByRole('alert')).toContainText('This step could not be loaded.')
  online = true
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await expect(modal(page).getByRole('searchbox')).toBeVisible()
})

test("a wallet button stays where it was drawn while the directory's wallets arrive below it, so a press is never lost to the move", async ({ page }) => {
  await openDapp(page)
  await startRequest(page, 'connect', 'eth_requestAccounts')
  const wallet = widget(page).getByTestId(`wallet-${TEST_WALLET.uuid}`)
  await expect(wallet).toBeVisible()
  const drawn = await wallet.boundingBox()
  // The directory's wallets arrive after the page's own, and the card's height follows them with a transition.
  await expect(widget(page).getByRole('button', { name: 'Rainbow' })).toBeVisible()
  const running = () =>
    widget(page)
      .locator(':root')
      .evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length)
  await expect.poll(running).toBe(0)
  expect(await wallet.boundingBox()).toEqual(drawn)
})
