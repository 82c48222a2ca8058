import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { pageScript } from './support/bundle.js'
import { connectTestWallet, events, openDapp, request } from './support/dapp.js'
import { SECOND_WALLET } from './support/second-wallet/constants.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { modal, widget } from './support/widget.js'

// The `single-wallet` project is made with the operator's command before any spec runs (support/spec-projects.ts).

/** The demo page with the test wallet and a second page wallet, the test wallet connected for the dapp. */
async function connectedWithTwoWallets(page: Page, query = '') {
  await page.addInitScript({ content: await pageScript(new URL('./support/second-wallet/wallet.ts', import.meta.url)) })
  await openDapp(page, query)
  expect(await connectTestWallet(page)).toEqual({ result: [TEST_WALLET.address] })
  await page.evaluate(() => window.porthole!.open('Account'))
  await widget(page).getByTestId('account-wallets').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'ProfileWallets')
}

test('two page wallets connected at once: choosing the other one moves eth_accounts and accountsChanged to it', async ({ page }) => {
  await connectedWithTwoWallets(page)
  await widget(page).getByTestId('profile-add-wallet').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await widget(page).getByTestId(`wallet-${SECOND_WALLET.uuid}`).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  expect(await request(page, 'eth_accounts')).toEqual({ result: [SECOND_WALLET.address] })

  await widget(page).getByTestId('account-wallets').click()
  const rows = widget(page).getByRole('list', { name: 'Connected wallets' }).getByRole('button')
  await expect(rows).toHaveText([/^Second Wallet 0x3C44…4293BC\s*Active$/, /^Test Wallet 0x7099…dc79C8$/])
  await widget(page).getByTestId(`profile-wallet-${TEST_WALLET.uuid}`).click()
  // The chosen wallet is now the account shown; its list has it first.
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await widget(page).getByTestId('account-wallets').click()
  await expect(rows).toHaveText([/^Test Wallet 0x7099…dc79C8\s*Active$/, /^Second Wallet 0x3C44…4293BC$/])
  expect(await request(page, 'eth_accounts')).toEqual({ result: [TEST_WALLET.address] })
  expect((await events(page)).filter((e) => e.event === 'accountsChanged').map((e) => e.payload)).toEqual([
    [TEST_WALLET.address],
    [SECOND_WALLET.address],
    [TEST_WALLET.address],
  ])
})

test("without the multiWallet feature, adding a second wallet shows the info 'Multi-Wallet Not Enabled'", async ({ page }) => {
  await connectedWithTwoWallets(page, '?project=single-wallet')
  await widget(page).getByTestId('profile-add-wallet').click()
  await expect(widget(page).getByRole('alert')).toContainText('Multi-Wallet Not Enabled')
  await expect(modal(page)).toHaveAttribute('data-view', 'ProfileWallets')
  expect(await request(page, 'eth_accounts')).toEqual({ result: [TEST_WALLET.address] })
})
