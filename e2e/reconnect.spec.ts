import { expect, test } from './support/test.js'
import { getAddress } from 'viem'
import { connectTestWallet, openDapp, recordProviderEvents, request } from './support/dapp.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { expectClosed, modal, readyOutcome, widget } from './support/widget.js'

const reload = async (page: import('@playwright/test').Page) => {
  await page.reload()
  expect(await readyOutcome(page)).toBe('ready')
  await recordProviderEvents(page)
}

test('after a reload the page is connected to the same account without a prompt', async ({ page }) => {
  await openDapp(page)
  await connectTestWallet(page)
  await reload(page)

  const accounts = await request(page, 'eth_accounts')
  expect(accounts).toEqual({ result: [expect.any(String)] })
  expect(getAddress((accounts as { result: string[] }).result[0]!)).toBe(TEST_WALLET.address)
  // No prompt: the modal never opened, and the wallet was only asked, never asked to approve.
  await expectClosed(page)
  await expect(page.locator('#events')).not.toContainText('open')
  expect(await page.evaluate(() => window.testWallet.requests())).not.toContain('eth_requestAccounts')

  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(widget(page).getByTestId('account-address')).toHaveAttribute('title', TEST_WALLET.address)
})

test('with data-reconnect="false" a reload starts disconnected', async ({ page }) => {
  await openDapp(page, '?reconnect=false')
  expect(await page.locator('iframe[title="Porthole wallet"]').getAttribute('src')).toContain('&reconnect=0')
  await connectTestWallet(page)
  expect(await request(page, 'eth_accounts')).toEqual({ result: [expect.any(String)] })
  await reload(page)

  expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
})
