import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { isAddress } from 'viem'
import { completeSocialLogin, SOCIAL_PASSWORD, startSocialLogin } from './support/social.js'
import { DEMO_ORIGIN, modal, openDemo } from './support/widget.js'

async function openConnect(page: Page): Promise<void> {
  await openDemo(page)
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page).getByRole('button', { name: 'Google' })).toBeVisible()
}

/** Logs in through the popup and returns the address Account shows. */
async function socialLogin(page: Page, provider: string, username: string): Promise<string> {
  await openConnect(page)
  const popup = await startSocialLogin(page, provider)
  await expect(modal(page).getByText(`Log in with ${provider}`)).toBeVisible()
  // The callback page hands the result to the frame and closes itself.
  await completeSocialLogin(popup, username)
  const address = modal(page).getByTestId('account-address')
  await expect(address).toBeVisible()
  const full = await address.getAttribute('title')
  expect(isAddress(full ?? '')).toBe(true)
  return full!
}

test.describe('social login through the local OpenID provider', () => {
  test('a popup login connects; the same account in a fresh browser profile gets the same address', async ({ page, browser }) => {
    const first = await socialLogin(page, 'Google', 'alice')
    const accounts = await page.evaluate(() => window.porthole!.provider.request({ method: 'eth_accounts' }))
    expect((accounts as string[]).map((a) => a.toLowerCase())).toEqual([first.toLowerCase()])

    const fresh = await browser.newContext()
    try {
      const again = await socialLogin(await fresh.newPage(), 'Google', 'alice')
      expect(again).toBe(first)
    } finally {
      await fresh.close()
    }
  })

  test("closing the popup shows 'Popup closed' and changes nothing", async ({ page }) => {
    await openConnect(page)
    const popup = await startSocialLogin(page, 'GitHub')
    await popup.close()
    await expect(modal(page).getByText('Popup closed')).toBeVisible()
    expect(await page.evaluate(() => window.porthole!.provider.request({ method: 'eth_accounts' }))).toEqual([])
    await expect(modal(page).getByTestId('account-address')).toHaveCount(0)
    // Try again opens a new window from its own click.
    const retry = page.waitForEvent('popup')
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    await (await retry).close()
  })

  test('where no window can open, the tab goes to the provider and, through a page naming the way back, returns with result_uri, which is removed', async ({
    page,
  }) => {
    // The frame's window.open answers null, as a popup blocker or an in-app browser does.
    await page.addInitScript(() => {
      if (location.pathname === '/frame') window.open = () => null
    })
    await openConnect(page)
    await modal(page).getByRole('button', { name: 'Discord', exact: true }).click()
    await page.waitForURL(/\/interaction\//)
    await page.getByLabel('Username').fill('bob')
    await page.getByLabel('Password').fill(SOCIAL_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    // The worker's own page names where the visitor goes back to before leaving.
    const demo = new URL(DEMO_ORIGIN)
    await expect(page.getByText(`You are going back to ${demo.host}/`)).toBeVisible()
    await page.getByRole('link', { name: `Continue to ${demo.host}` }).click()
    await page.waitForURL((url) => url.port === demo.port)
    await expect.poll(() => page.evaluate(() => window.porthole?.provider.request({ method: 'eth_accounts' })), { timeout: 15_000 }).toHaveLength(1)
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
  })
})
