import { expect, test } from './support/test.js'
import { openAccount } from './support/account.js'
import { connectTestWallet, openDapp } from './support/dapp.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { chooseName, reverseNames } from './support/names.js'
import { modal, widget } from './support/widget.js'

test.beforeEach(async ({ page }) => {
  await openDapp(page)
  await connectTestWallet(page)
  await openAccount(page)
})

test('register a name: signed in the wallet, the reverse lookup returns it, and Account shows it', async ({ page }) => {
  const label = `e2e-${Date.now().toString(36)}`
  await chooseName(page)
  await widget(page).getByTestId('name-input').fill(label)
  await widget(page).getByTestId('name-submit').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'RegisterAccountNameSuccess')
  await expect(widget(page).getByTestId('name-registered')).toContainText(`${label}.reown.id`)
  expect(await page.evaluate(() => window.testWallet.requests())).toContain('personal_sign')

  expect(await reverseNames(TEST_WALLET.address)).toContain(`${label}.reown.id`)
  await widget(page).getByRole('button', { name: 'Back to account' }).click()
  await expect(widget(page).getByTestId('account-name')).toHaveText(`${label}.reown.id`)
})

test("an invalid name is refused before signing; a refused signature shows 'Error registering name {name}' on the form", async ({ page }) => {
  await chooseName(page)
  const input = widget(page).getByTestId('name-input')
  for (const bad of ['abc', 'has space', 'dots.here']) {
    await input.fill(bad)
    await widget(page).getByTestId('name-submit').click()
    await expect(widget(page).getByTestId('name-error')).toHaveText('Use at least 4 letters, digits or hyphens')
  }
  expect(await page.evaluate(() => window.testWallet.requests())).not.toContain('personal_sign')

  const label = `refused-${Date.now().toString(36)}`
  await input.fill(label)
  await page.evaluate(() => window.testWallet.rejectNextRequest('personal_sign'))
  await widget(page).getByTestId('name-submit').click()
  await expect(widget(page).locator('.toast')).toContainText(`Error registering name ${label}.reown.id`)
  await expect(modal(page)).toHaveAttribute('data-view', 'RegisterAccountName')
  expect(await reverseNames(TEST_WALLET.address)).not.toContain(`${label}.reown.id`)
})
