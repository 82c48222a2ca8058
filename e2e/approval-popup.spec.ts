import { expect, test } from './support/test.js'
import { toHex, type Hex } from 'viem'
import { approveInWindow, frameApproval, openApprovalWindow } from './support/approval-window.js'
import { anvilClient } from './support/chains.js'
import { openDapp, settle, startRequest } from './support/dapp.js'
import { dappConnectsByEmail, freshEmail } from './support/email.js'
import { DEMO_ORIGIN, WORKER_ORIGIN } from './support/widget.js'

/**
 * An embedded wallet's request is approved only in the approval window: a
 * document of the frame's origin that no page may frame, in the default
 * theme, naming the requesting site from the handshake and the project.
 */
async function signedIn(page: import('@playwright/test').Page, theme = '') {
  await openDapp(page, theme)
  return dappConnectsByEmail(page, freshEmail('window'))
}

test('personal_sign is approved in the approval window, in the default theme, whatever the frame’s', async ({ page }) => {
  const from = await signedIn(page, `?theme=dark&themeVariables=${encodeURIComponent('{"accent":"#e4572e"}')}`)
  const message = 'approved in a window of its own'
  await startRequest(page, 'sign', 'personal_sign', [toHex(message), from])
  await expect(frameApproval(page).getByRole('button', { name: 'Approve' })).toHaveCount(0)

  const popup = await openApprovalWindow(page)
  expect(new URL(popup.url()).origin).toBe(WORKER_ORIGIN)
  await expect(popup.getByRole('dialog')).toBeVisible()
  await expect(popup.getByTestId('approve-message')).toHaveText(message)
  await expect(popup.getByTestId('approval-origin')).toContainText(DEMO_ORIGIN)
  await expect(popup.locator('html')).not.toHaveAttribute('data-theme', 'dark')
  expect(await popup.getByRole('button', { name: 'Approve' }).evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(228, 87, 46)')
  // Nothing moved in the window yet: Approve is not armed.
  await expect(popup.getByRole('button', { name: 'Approve' })).toBeDisabled()
  await approveInWindow(page, { popup })
  const signature = ((await settle(page, 'sign')) as { result: Hex }).result
  // Through the chain: the email account may be a smart account (ERC-1271, ERC-6492 before deployment).
  expect(await anvilClient.verifyMessage({ address: from, message, signature })).toBe(true)
})

test('the approval window may not be framed, and Escape rejects', async ({ page, request }) => {
  const response = await request.get(`${WORKER_ORIGIN}/approval?id=x`)
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  const from = await signedIn(page)
  await startRequest(page, 'sign', 'personal_sign', [toHex('escape'), from])
  const popup = await openApprovalWindow(page)
  const closed = popup.waitForEvent('close')
  // The window closes itself on the key, which may cut Playwright's press (down, then up) short.
  await popup.keyboard.press('Escape').catch((error: Error) => {
    if (!popup.isClosed()) throw error
  })
  await closed
  expect(await settle(page, 'sign')).toMatchObject({ error: { code: 4001 } })
})

test('closing the approval window rejects the request', async ({ page }) => {
  const from = await signedIn(page)
  await startRequest(page, 'sign', 'personal_sign', [toHex('closed'), from])
  const popup = await openApprovalWindow(page)
  await popup.close({ runBeforeUnload: true })
  expect(await settle(page, 'sign')).toMatchObject({ error: { code: 4001 } })
})
