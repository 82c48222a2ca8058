import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { openDapp, request } from './support/dapp.js'
import { codeInput, freshEmail, requestCode, submitCode, submitEmail } from './support/email.js'
import { modal, widget } from './support/widget.js'

async function openConnect(page: Page): Promise<void> {
  await openDapp(page)
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
}

const signedIn = (page: Page) => expect(modal(page)).toHaveAttribute('data-view', 'Account')

test.describe('email code entry', () => {
  test("a newcomer's first email login lands on the demo project's chain 31337 and shows its 100 ETH, no switch", async ({ page }) => {
    await openConnect(page)
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
    const code = await requestCode(page, freshEmail('first'))
    await codeInput(page).pressSequentially(code)
    await signedIn(page)
    await expect(widget(page).getByTestId('account-network')).toHaveText('Anvil')
    await expect(widget(page).getByTestId('account-balance')).toHaveText('100.000 ETH')
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
  })

  test('on Ethereum, which the local stack cannot reach, Account says so instead of 0 ETH, with Try again', async ({ page }) => {
    await openConnect(page)
    await submitCode(page, await requestCode(page, freshEmail('offline')))
    await signedIn(page)
    await widget(page).getByTestId('account-network').click()
    await widget(page).getByTestId('network-eip155:1').click()
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x1' })
    await page.evaluate(() => window.porthole!.open('Account'))
    const notice = widget(page).getByTestId('network-unreachable')
    await expect(notice).toContainText("Ethereum can't be reached right now")
    await expect(widget(page).getByTestId('account-balance')).toHaveCount(0)
    await notice.getByRole('button', { name: 'Try again' }).click()
    await expect(notice).toContainText("Ethereum can't be reached right now")
    await expect(widget(page).getByText('Token Balance Unavailable')).toHaveCount(0)
  })

  test('typing six digits signs in without Enter; a wrong code empties the field and keeps the focus', async ({ page }) => {
    await openConnect(page)
    const code = await requestCode(page, freshEmail('type'))
    const wrong = code === '000000' ? '111111' : '000000'
    await codeInput(page).pressSequentially(wrong)
    await expect(modal(page).getByText('That code is not right. Check the email and try again.')).toBeVisible()
    await expect(codeInput(page)).toHaveValue('')
    await expect(codeInput(page)).toBeFocused()
    await page.keyboard.type(code)
    await signedIn(page)
  })

  test("pasting the code as '123 456' signs in", async ({ page, baseURL }) => {
    // Chromium grants a frame the clipboard by its top-level page's origin (the demo site's), not the frame's own.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin })
    await openConnect(page)
    const code = await requestCode(page, freshEmail('paste'))
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`
    await codeInput(page).evaluate((input, text) => navigator.clipboard.writeText(text), spaced)
    await codeInput(page).focus()
    await page.keyboard.press('ControlOrMeta+V')
    await signedIn(page)
  })

  test('the 30 s cooldown counts down, then Continue works again', async ({ page }) => {
    // The frame's clock is the test's: once the countdown shows, it stands still and moves only by whole seconds.
    await page.clock.install()
    const email = freshEmail('cooldown')
    await openConnect(page)
    await requestCode(page, email)
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
    await submitEmail(page, email)
    const message = widget(page).getByTestId('email-message')
    const continueButton = modal(page).getByRole('button', { name: 'Continue' })
    await expect(message).toHaveText(/^Please try again after \d+ seconds$/)
    await expect(continueButton).toBeDisabled()
    // pauseAt only moves forward: aim just ahead of the page's clock, and again if a slow machine passed that mark first.
    for (let attempt = 1; ; attempt++) {
      const ahead = (await page.evaluate(() => Date.now())) + 500
      const paused = await page.clock.pauseAt(ahead).then(
        () => true,
        (error: unknown) => (attempt < 5 ? false : Promise.reject(error)),
      )
      if (paused) break
    }
    // Read once the text has stopped changing: with the clock still, a render already under way is the last.
    let shown: string | null = null
    while (shown !== (shown = await message.textContent())) await page.waitForTimeout(100)
    const first = Number(/\d+/.exec(shown!)![0])
    await page.clock.runFor(1_000)
    await expect(message).toHaveText(`Please try again after ${first - 1} seconds`)
    await page.clock.runFor(1_000)
    await expect(message).toHaveText(`Please try again after ${first - 2} seconds`)
    await page.clock.runFor((first - 2) * 1_000)
    await expect(continueButton).toBeEnabled()
    await expect(message).toHaveText('')
    // The worker keeps its own 30 s per address (worker tests): another address shows the frame's cooldown is over.
    await modal(page).locator('input[type="email"]').fill(freshEmail('after-cooldown'))
    await continueButton.click()
    await expect(modal(page)).toHaveAttribute('data-view', 'EmailLogin')
  })
})
