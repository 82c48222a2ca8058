import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { getAddress, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { USDC } from '../devnet/src/seed/addresses.js'
import { openAccount, threeDecimals, tokenBalanceOf, tokenRow } from './support/account.js'
import { anvilClient } from './support/chains.js'
import { connectTestWallet, openDapp } from './support/dapp.js'
import { dappConnectsByEmail, freshEmail } from './support/email.js'
import { modal, overlay, widget } from './support/widget.js'

/** Signs in with a fresh email account (no other spec uses it) and opens Buy from Account; the account's address. */
async function buyAsNewEmailAccount(page: Page, label: string): Promise<Address> {
  await openDapp(page)
  const address = await dappConnectsByEmail(page, freshEmail(label))
  await openAccount(page)
  await widget(page).getByTestId('open-buy').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletBuy')
  return address
}

const projectIdOf = async (page: Page) => new URL((await overlay(page).getAttribute('src'))!).searchParams.get('projectId')

test('Buy → USDC, 100 USD, card: a quote with fees within 1-2 %; Continue opens the checkout with meld’s parameters; completing it credits the wallet and Account shows it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const address = await buyAsNewEmailAccount(page, 'onramp-buy')
  const buy = widget(page)
  await expect(buy.getByTestId('buy-purchase-currency')).toHaveValue('USDC')
  await buy.getByTestId('buy-amount').fill('100')
  await buy.getByTestId('buy-payment-currency').selectOption('USD')
  await buy.getByTestId('buy-payment-method').selectOption({ label: 'Card' })
  await expect(buy.getByTestId('buy-provider')).toContainText('Fees 1-2%')

  await expect(buy.getByTestId('buy-total')).toHaveText('100.00 USD')
  const fees = Number((await buy.getByTestId('buy-fees').textContent())!.replace(' USD', ''))
  expect(fees).toBeGreaterThanOrEqual(1)
  expect(fees).toBeLessThanOrEqual(2)
  await expect(buy.getByTestId('buy-receive')).toHaveText('98.5 USDC')

  const [popup] = await Promise.all([page.waitForEvent('popup'), buy.getByTestId('buy-continue').click()])
  await popup.waitForURL(/\/onramp\/sandbox\/checkout\?/)
  const params = new URL(popup.url()).searchParams
  expect(params.get('publicKey')).toBe('sandbox')
  expect(params.get('destinationCurrencyCode')).toBe('USDC')
  expect(getAddress(params.get('walletAddress')!)).toBe(address)
  expect(params.get('externalCustomerId')).toBe(await projectIdOf(page))
  await expect(buy.getByTestId('buy-checkout-open')).toBeVisible()
  // The provider's page cannot reach the frame that opened it.
  expect(await popup.evaluate(() => window.opener)).toBeNull()

  const before = await tokenBalanceOf(USDC.address, address)
  await expect(popup.getByTestId('sandbox-receive')).toHaveText('98.5 USDC')
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await expect(popup.getByTestId('sandbox-result')).toHaveText(/^Purchase complete: 98\.5 USDC credited to your wallet/)
  expect(await tokenBalanceOf(USDC.address, address)).toBe(before + 98_500_000n)

  // Completing it again (a reload of the form's answer) credits nothing more.
  await popup.goBack()
  await popup.reload()
  await expect(popup.getByTestId('sandbox-result')).toHaveText('This order is already completed.')
  expect(await tokenBalanceOf(USDC.address, address)).toBe(before + 98_500_000n)

  await popup.close()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(tokenRow(page, 'USDC').getByTestId('token-balance')).toHaveText(`${threeDecimals(before + 98_500_000n, 6)} USDC`)
})

test('the page’s own wallet buys ETH for 300 USD: the checkout credits the coin and Account’s balance shows it', async ({ page }) => {
  test.setTimeout(120_000)
  // A key of its own: the test wallet's usual account is read by other specs meanwhile.
  const privateKey = generatePrivateKey()
  const address = privateKeyToAccount(privateKey).address
  await openDapp(page, '', { privateKey })
  await connectTestWallet(page)
  await openAccount(page)
  await expect(widget(page).getByTestId('account-balance')).toHaveText('0.000 ETH')
  await widget(page).getByTestId('open-buy').click()
  const buy = widget(page)
  await buy.getByTestId('buy-purchase-currency').selectOption('ETH')
  await buy.getByTestId('buy-amount').fill('300')
  await expect(buy.getByTestId('buy-receive')).toHaveText('0.0985 ETH')

  const [popup] = await Promise.all([page.waitForEvent('popup'), buy.getByTestId('buy-continue').click()])
  await popup.waitForURL(/\/onramp\/sandbox\/checkout\?/)
  // The meld rule names USDC on every chain but Solana, whatever is bought.
  expect(new URL(popup.url()).searchParams.get('destinationCurrencyCode')).toBe('USDC')
  expect(getAddress(new URL(popup.url()).searchParams.get('walletAddress')!)).toBe(address)
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await expect(popup.getByTestId('sandbox-result')).toContainText('Purchase complete: 0.0985 ETH')
  expect(await anvilClient.getBalance({ address })).toBe(98_500_000_000_000_000n)
  await popup.close()

  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(widget(page).getByTestId('account-balance')).toHaveText('0.098 ETH')
})

test('/v1/onramp/options failing: Buy shows the built-in defaults (USDC; USD and EUR with limits)', async ({ page }) => {
  await page.route('**/v1/onramp/options?**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }))
  await buyAsNewEmailAccount(page, 'onramp-defaults')
  const buy = widget(page)
  await expect(buy.getByTestId('buy-options-fallback')).toBeVisible()
  await expect(buy.getByTestId('buy-purchase-currency').locator('option')).toHaveText(['USDC · USD Coin'])
  await expect(buy.getByTestId('buy-payment-currency').locator('option')).toHaveText(['USD', 'EUR'])

  await buy.getByTestId('buy-amount').fill('9.99')
  await expect(buy.getByTestId('buy-amount-error')).toHaveText('Enter between 10.00 and 7500.00 USD')
  await expect(buy.getByTestId('buy-continue')).toBeDisabled()
  await buy.getByTestId('buy-amount').fill('20000')
  await expect(buy.getByTestId('buy-amount-error')).toHaveText('Enter between 10.00 and 7500.00 USD')
  await buy.getByTestId('buy-payment-method').selectOption({ label: 'Bank transfer' })
  await expect(buy.getByTestId('buy-amount-error')).toHaveText('')
  await buy.getByTestId('buy-payment-currency').selectOption('EUR')
  await buy.getByTestId('buy-amount').fill('25000.01')
  await expect(buy.getByTestId('buy-amount-error')).toHaveText('Enter between 10.00 and 25000.00 EUR')
})
