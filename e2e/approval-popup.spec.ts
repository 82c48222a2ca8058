import { expect, test } from '@playwright/test'
import { getAddress, toHex, type Hex } from 'viem'
import { anvilClient } from './support/chains.js'
import { openDapp, settle, startRequest } from './support/dapp.js'
import { emailLogin, freshEmail } from './support/email.js'
import { widget } from './support/widget.js'

/**
 * A browser without IntersectionObserver v2 cannot prove the frame is visible:
 * the approval cannot be approved in the frame and moves to a first-party
 * window on the frame's origin, which answers back to the frame.
 */
test.beforeEach(async ({ context }) => {
  // Every document, the frame's included, starts without IntersectionObserver v2.
  await context.addInitScript(() => {
    delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
  })
})

test("without IntersectionObserver v2, personal_sign is approved in a window of its own, in the frame's theme", async ({ page }) => {
  await openDapp(page, `?theme=dark&themeVariables=${encodeURIComponent('{"accent":"#e4572e"}')}`)
  await startRequest(page, 'connect', 'eth_requestAccounts')
  await emailLogin(page, freshEmail('popup'))
  const from = getAddress(((await settle(page, 'connect')) as { result: string[] }).result[0]!)
  const message = 'approved in a window of its own'
  await startRequest(page, 'sign', 'personal_sign', [toHex(message), from])
  const approval = widget(page).getByTestId('approve-transaction')
  await expect(approval.getByTestId('approve-unprovable')).toBeVisible()
  await expect(approval.getByRole('button', { name: 'Approve' })).toHaveCount(0)

  const [popup] = await Promise.all([page.waitForEvent('popup'), approval.getByRole('button', { name: 'Review in a new window' }).click()])
  expect(new URL(popup.url()).origin).toBe(new URL((await page.locator('iframe[title="Porthole wallet"]').getAttribute('src'))!).origin)
  await expect(popup.getByTestId('approve-message')).toHaveText(message)
  await expect(popup.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await popup.getByRole('button', { name: 'Approve' }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(228, 87, 46)')
  // The popup closes itself as it answers, which may cut Playwright's click short.
  const closed = popup.waitForEvent('close')
  await popup
    .getByRole('button', { name: 'Approve' })
    .click()
    .catch((error: Error) => {
      if (!popup.isClosed()) throw error
    })
  await closed
  const signature = ((await settle(page, 'sign')) as { result: Hex }).result
  // Through the chain: the email account may be a smart account (ERC-1271, ERC-6492 before deployment).
  expect(await anvilClient.verifyMessage({ address: from, message, signature })).toBe(true)
})
