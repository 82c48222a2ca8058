import { expect, test } from './support/test.js'
import { openDapp, startRequest } from './support/dapp.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { expectClosed, expectOpen, modal, openDemo, overlay, widget, WORKER_ORIGIN } from './support/widget.js'

test('the demo page opens the modal from the worker origin; Escape closes it', async ({ page }) => {
  await openDemo(page)
  await expectClosed(page)

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect(modal(page)).toBeVisible()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await expectOpen(page)
  const frame = page.frames().find((f) => f !== page.mainFrame())!
  expect(new URL(frame.url()).origin).toBe(WORKER_ORIGIN)

  await page.keyboard.press('Escape')
  await expectClosed(page)
  await expect(page.locator('#events')).toContainText('close')
  // Focus returns to what the visitor was on before the modal opened.
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeFocused()
})

test('opened from the keyboard, the dialog holds the focus; a page that shows the iframe itself, without open(), gets a picture that takes nothing', async ({
  page,
}) => {
  await openDemo(page)
  await page.getByRole('button', { name: 'Connect wallet' }).focus()
  await page.keyboard.press('Enter')
  await expect(modal(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expectClosed(page)

  // Closed, the frame keeps Connect painted behind the transparent iframe. A page that makes the iframe opaque,
  // hit-testable and focusable sees it, but the frame's body is inert until the frame hears `open`: no key, press or focus lands.
  await overlay(page).evaluate((iframe: HTMLIFrameElement) => {
    iframe.style.opacity = '1'
    iframe.style.pointerEvents = 'auto'
    iframe.removeAttribute('inert')
    iframe.focus()
  })
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  const google = (await modal(page).locator('button', { hasText: 'Google' }).boundingBox())!
  await page.mouse.click(google.x + google.width / 2, google.y + google.height / 2)
  const frame = (await (await overlay(page).elementHandle())!.contentFrame())!
  expect(await frame.evaluate(() => document.activeElement === document.body && document.body.inert)).toBe(true)
  await expect(widget(page).locator(':root')).not.toHaveAttribute('data-open')
  expect(await page.evaluate(() => window.porthole!.getState().open)).toBe(false)
  expect(await page.locator('#events li').allTextContents()).toEqual(['open {"view":"Connect"}', 'close'])
})

test('Back with an empty history closes the modal, and it opens again', async ({ page }) => {
  await openDemo(page)
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toBeVisible()
  await widget(page).getByRole('button', { name: 'Back' }).click()
  await expectClosed(page)

  await page.evaluate(() => window.porthole!.open('Connect'))
  await expect(modal(page)).toBeVisible()
  await widget(page).getByRole('button', { name: 'Close' }).click()
  await expectClosed(page)
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
  await expectClosed(page)
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
  // The directory's answer waits until the button has been measured, so the wallets always arrive after it was drawn.
  let answer!: () => void
  const held = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/getWallets?**', async (route) => {
    await held
    await route.continue()
  })
  await openDapp(page)
  await startRequest(page, 'connect', 'eth_requestAccounts')
  const wallet = widget(page).getByTestId(`wallet-${TEST_WALLET.uuid}`)
  await expect(wallet).toBeVisible()
  const running = (what: 'entrance' | 'any') =>
    widget(page)
      .locator(':root')
      .evaluate(
        (root, what) =>
          root.ownerDocument
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            .filter((a) => what === 'any' || (a as CSSTransition).transitionProperty !== 'height').length,
        what,
      )
  // The card's entrance (rising 8 px) is over: where the button is drawn to stay.
  await expect.poll(() => running('entrance')).toBe(0)
  await expect(widget(page).getByRole('button', { name: 'Rainbow' })).toHaveCount(0)
  const drawn = await wallet.boundingBox()
  answer()
  // The card's height follows the arriving wallets with a transition.
  await expect(widget(page).getByRole('button', { name: 'Rainbow' })).toBeVisible()
  await expect.poll(() => running('any')).toBe(0)
  expect(await wallet.boundingBox()).toEqual(drawn)
})
