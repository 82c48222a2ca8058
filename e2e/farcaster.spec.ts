import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { isAddress } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { ALICE, BOB, signInWithFarcaster } from './support/farcaster.js'
import { modal, openDemo, widget } from './support/widget.js'

/** Connect → the Farcaster button → ConnectingFarcaster's QR code; returns the channel URL the QR code and the link carry. */
async function openFarcaster(page: Page): Promise<string> {
  await openDemo(page)
  await page.evaluate(() => window.porthole!.open())
  await modal(page).getByRole('button', { name: 'Farcaster' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingFarcaster')
  const qr = widget(page).getByTestId('farcaster-qr')
  await expect(qr.locator('svg')).toBeVisible()
  const url = (await qr.getAttribute('data-uri'))!
  await expect(widget(page).getByTestId('farcaster-open')).toHaveAttribute('href', url)
  expect(new URL(url).searchParams.get('channelToken')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  return url
}

test.describe('Sign In With Farcaster through a Farcaster client', () => {
  test("signs the FID's custody key in to its embedded wallet, the same address every time", async ({ page, browser }) => {
    await signInWithFarcaster(await openFarcaster(page), ALICE)
    const address = modal(page).getByTestId('account-address')
    await expect(address).toBeVisible()
    await expect(modal(page)).toHaveAttribute('data-view', 'Account')
    const first = (await address.getAttribute('title'))!
    expect(isAddress(first)).toBe(true)
    const accounts = await page.evaluate(() => window.porthole!.provider.request({ method: 'eth_accounts' }))
    expect((accounts as string[]).map((a) => a.toLowerCase())).toEqual([first.toLowerCase()])

    const fresh = await browser.newContext()
    try {
      const again = await fresh.newPage()
      await signInWithFarcaster(await openFarcaster(again), ALICE)
      await expect(modal(again).getByTestId('account-address')).toHaveAttribute('title', first)
    } finally {
      await fresh.close()
    }
  })

  test("a signature by another key than the FID's custody fails with the spec's text, and a retry signs in", async ({ page }) => {
    await signInWithFarcaster(await openFarcaster(page), ALICE, { signer: BOB.custody.privateKey })
    await expect(modal(page).getByText('Failed to connect to farcaster')).toBeVisible()
    await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingFarcaster')
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    const qr = widget(page).getByTestId('farcaster-qr')
    await expect(qr).toBeVisible()
    await signInWithFarcaster((await qr.getAttribute('data-uri'))!, BOB)
    await expect(modal(page).getByTestId('account-address')).toBeVisible()
  })

  test("an FID the registry does not know fails with the spec's text", async ({ page }) => {
    await signInWithFarcaster(await openFarcaster(page), ALICE, { signer: generatePrivateKey(), fid: 99_999 })
    await expect(modal(page).getByText('Failed to connect to farcaster')).toBeVisible()
    expect(await page.evaluate(() => window.porthole!.provider.request({ method: 'eth_accounts' }))).toEqual([])
  })
})
