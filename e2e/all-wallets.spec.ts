import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { connectTestWallet, openDapp } from './support/dapp.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { expectClosed, modal, openDemo, widget } from './support/widget.js'

/** The seeded directory (workers/data/wallets.json) has 59 wallets. */
const DIRECTORY_SIZE = 59

const tiles = (page: Page) => modal(page).locator('[data-testid^="directory-wallet-"]')

async function openAllWallets(page: Page) {
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await modal(page).getByRole('button', { name: 'All wallets' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'AllWallets')
}

test('All wallets shows the first 40, then the rest with Load more; images come from the worker', async ({ page }) => {
  await openDemo(page)
  await openAllWallets(page)
  await expect(tiles(page)).toHaveCount(40)
  await expect(tiles(page).first().locator('img')).toHaveAttribute('src', /^\/getWalletImage\/[a-z0-9._-]+$/)
  await expect
    .poll(() =>
      tiles(page)
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0)

  // Pressed where it is, without scrolling it into view (which would load the page on its own).
  await modal(page).getByRole('button', { name: 'Load more' }).dispatchEvent('click')
  await expect(tiles(page)).toHaveCount(DIRECTORY_SIZE)
  await expect(modal(page).getByRole('button', { name: 'Load more' })).toBeHidden()
})

test('scrolling to the end of the list loads the next page', async ({ page }) => {
  await openDemo(page)
  await openAllWallets(page)
  await expect(tiles(page)).toHaveCount(40)
  await modal(page).evaluate((card) => card.scrollTo({ top: card.scrollHeight }))
  await expect(tiles(page)).toHaveCount(DIRECTORY_SIZE)
})

test("searching 'meta' finds MetaMask and few others; a search with no match says so", async ({ page }) => {
  await openDemo(page)
  await openAllWallets(page)
  const search = modal(page).getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('meta')
  await expect(modal(page).getByTestId('directory-wallet-metamask')).toContainText('MetaMask')
  expect(await tiles(page).count()).toBeLessThanOrEqual(3)

  await search.fill('no such wallet zzz')
  await expect(modal(page)).toContainText('No wallets found')
  await search.fill('')
  await expect(tiles(page)).toHaveCount(40)
})

test('a wallet the page has not injected opens WalletConnect for it; the list is keyboard reachable', async ({ page }) => {
  await openDemo(page)
  await openAllWallets(page)
  const search = modal(page).getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('rainbow')
  const rainbow = modal(page).getByTestId('directory-wallet-rainbow')
  await expect(rainbow).toBeVisible()
  await search.press('Tab')
  await expect(rainbow).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingWalletConnect')
  await expect(widget(page).getByTestId('wc-qr')).toBeVisible()
  await expect(modal(page)).toContainText('Scan this code with Rainbow')
})

test('the wallet connected last comes first in All wallets', async ({ page }) => {
  await openDapp(page)
  await connectTestWallet(page)
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await widget(page).getByRole('button', { name: 'Disconnect' }).click()
  await expectClosed(page)

  await openAllWallets(page)
  const first = tiles(page).first()
  await expect(first).toHaveAttribute('data-testid', `directory-wallet-${TEST_WALLET.uuid}`)
  await expect(first).toContainText(TEST_WALLET.name)
  await expect(first).toContainText('Recent')
  await expect(tiles(page)).toHaveCount(41)
})
