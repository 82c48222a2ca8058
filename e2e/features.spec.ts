import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { connectTestWallet, openDapp, request } from './support/dapp.js'
import { offProject, type TOGGLED_FEATURES } from './support/spec-projects.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { modal, widget } from './support/widget.js'

/**
 * Every remote feature the project turns off hides its entry; basic
 * mode; a local setting the remote configuration contradicts; the legal checkbox.
 * The projects are written into the stack's D1 before any spec runs (support/spec-projects.ts).
 */

/** Where each remote feature shows: on Connect, or on Account once the test wallet is connected. */
const ENTRIES: { feature: (typeof TOGGLED_FEATURES)[number]; where: 'Connect' | 'Account'; entry: (page: Page) => Locator }[] = [
  { feature: 'email', where: 'Connect', entry: (page) => widget(page).getByRole('textbox', { name: /email/i }) },
  { feature: 'socials', where: 'Connect', entry: (page) => widget(page).getByRole('list', { name: 'Social login' }) },
  { feature: 'reownBranding', where: 'Connect', entry: (page) => widget(page).getByTestId('powered-by') },
  { feature: 'swaps', where: 'Account', entry: (page) => widget(page).getByTestId('open-swap') },
  { feature: 'onramp', where: 'Account', entry: (page) => widget(page).getByTestId('open-buy') },
  { feature: 'activity', where: 'Account', entry: (page) => widget(page).getByRole('tab', { name: 'Activity' }) },
]

/** The demo page for `project`, the modal on the feature's view. */
async function openOn(page: Page, project: string, where: 'Connect' | 'Account'): Promise<void> {
  await openDapp(page, `?project=${project}`)
  // The frame restores the test wallet's connection from an earlier page of the test.
  const connected = where === 'Account' && ((await request(page, 'eth_accounts')) as { result: string[] }).result.length > 0
  if (where === 'Account' && !connected) expect(await connectTestWallet(page)).toHaveProperty('result')
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', where)
}

for (const { feature, where, entry } of ENTRIES) {
  test(`${feature}: shown while on, hidden once the project turns it off`, async ({ page }) => {
    await openOn(page, 'e2e-all-on', where)
    await expect(entry(page).first()).toBeVisible()
    await openOn(page, offProject(feature), where)
    // The rest of the view is there: only the feature's entry went.
    await expect(modal(page).getByRole('button').first()).toBeVisible()
    await expect(entry(page)).toHaveCount(0)
  })
}

test('basic mode: no email or socials, and WalletConnect opens ConnectingWalletConnectBasic', async ({ page }) => {
  await openOn(page, 'e2e-basic', 'Connect')
  await expect(widget(page).getByRole('textbox', { name: /email/i })).toHaveCount(0)
  await expect(widget(page).getByTestId('powered-by')).toHaveCount(0)
  await widget(page).getByTestId('wallet-walletconnect').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingWalletConnectBasic')
  await expect(widget(page).getByTestId('wc-qr')).toHaveAttribute('data-uri', /^wc:/)
  await expect(widget(page).getByRole('button', { name: 'Copy link' })).toBeVisible()
})

/** Console messages of the frame that say `text`. */
function frameWarnings(page: Page, text: string): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text() === text && message.location().url.includes('/frame')) seen.push(text)
  })
  return seen
}

test("a local setting the project's configuration contradicts: 'Local configuration ignored', once; the project's value wins", async ({ page }) => {
  const warnings = frameWarnings(page, 'Local configuration ignored')
  // The snippet asks for no Swap; the project has swaps on.
  await openOn(page, `e2e-all-on&features=${encodeURIComponent('{"swaps":false}')}`, 'Account')
  await expect(widget(page).getByTestId('open-swap')).toBeVisible()
  await expect.poll(() => warnings.length).toBe(1)
  await page.evaluate(() => window.porthole!.close())
  await page.evaluate(() => window.porthole!.open())
  await page.waitForTimeout(500)
  expect(warnings).toHaveLength(1)
})

test('a local setting the configuration agrees with: no warning', async ({ page }) => {
  const warnings = frameWarnings(page, 'Local configuration ignored')
  await openOn(page, `${offProject('swaps')}&features=${encodeURIComponent('{"swaps":false}')}`, 'Account')
  await expect(widget(page).getByTestId('open-send')).toBeVisible()
  await page.waitForTimeout(1_000)
  expect(warnings).toEqual([])
})

test('legalCheckbox: no connect button works until the visitor agrees to the terms and privacy policy', async ({ page }) => {
  await openDapp(page, '?project=e2e-legal')
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  const legal = widget(page).getByTestId('legal-checkbox')
  await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://shop.example/terms')
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://shop.example/privacy')
  await expect(widget(page).getByTestId(`wallet-${TEST_WALLET.uuid}`)).toBeDisabled()
  await expect(widget(page).getByTestId('wallet-walletconnect')).toBeDisabled()
  await expect(widget(page).getByRole('textbox', { name: /email/i })).toBeDisabled()

  await legal.getByRole('checkbox').check()
  await expect(widget(page).getByTestId(`wallet-${TEST_WALLET.uuid}`)).toBeEnabled()
  await page.evaluate(() => window.porthole!.close())
  expect(await connectTestWallet(page)).toHaveProperty('result')
})
