import { expect, test } from './support/test.js'
import { erc20Abi, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { POINTS, USDC, USDT } from '../devnet/src/seed/addresses.js'
import { chooseToken, fund, openAccount, threeDecimals, tokenBalanceOf, tokenRow } from './support/account.js'
import { anvilClient } from './support/chains.js'
import { connectTestWallet, openDapp } from './support/dapp.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { modal, widget } from './support/widget.js'

const me = TEST_WALLET.address
const freshRecipient = (): Address => privateKeyToAccount(generatePrivateKey()).address
const sentTransactions = (page: Parameters<typeof openDapp>[0]) =>
  page.evaluate(() => window.testWallet.requests().filter((m) => m === 'eth_sendTransaction').length)

// One file, in order: the sends change the balances the other tests read.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // The test wallet holds no decimals-0 token from the seed: give it some, so the filter is proven.
  if ((await tokenBalanceOf(POINTS.address, me)) === 0n) await fund(POINTS.address, me, 3n)
})

test.beforeEach(async ({ page }) => {
  await openDapp(page)
  await connectTestWallet(page)
  await openAccount(page)
})

test("Tokens: the native coin and the seeded tokens with the amounts on chain; no decimals-'0' token", async ({ page }) => {
  const [usdc, usdt] = await Promise.all([tokenBalanceOf(USDC.address, me), tokenBalanceOf(USDT.address, me)])
  await expect(tokenRow(page, 'USDC').getByTestId('token-balance')).toHaveText(`${threeDecimals(usdc, 6)} USDC`)
  await expect(tokenRow(page, 'USDT').getByTestId('token-balance')).toHaveText(`${threeDecimals(usdt, 6)} USDT`)
  await expect(tokenRow(page, 'ETH').getByTestId('token-balance')).toHaveText(/^\d+\.\d{3} ETH$/)
  const shown = (await tokenRow(page, 'ETH').getByTestId('token-balance').textContent())!
  // Other specs spend this wallet's ether meanwhile: the tab shows what the chain held at most then.
  expect(parseUnits(shown.replace(' ETH', ''), 18)).toBeLessThanOrEqual((await anvilClient.getBalance({ address: me })) + parseUnits('1', 18))
  expect(await tokenBalanceOf(POINTS.address, me)).toBeGreaterThan(0n)
  await expect(tokenRow(page, POINTS.symbol)).toHaveCount(0)
  await expect(widget(page).getByRole('tabpanel')).not.toContainText(POINTS.name)
})

test('Send 1.5 USDC to an address typed in: mined, both balances updated; then a USDT send; Activity lists both', async ({ page }) => {
  test.setTimeout(120_000)
  const to = freshRecipient()
  const before = await tokenBalanceOf(USDC.address, me)
  await expect(tokenRow(page, 'USDC')).toBeVisible()
  await widget(page).getByTestId('open-send').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
  await chooseToken(page, 'USDC')
  await widget(page).getByTestId('send-amount').fill('1.5')
  await widget(page).getByTestId('send-receiver').fill(to)
  await widget(page).getByTestId('send-submit').click()

  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect.poll(() => tokenBalanceOf(USDC.address, to)).toBe(1_500_000n)
  expect(await tokenBalanceOf(USDC.address, me)).toBe(before - 1_500_000n)
  await expect(tokenRow(page, 'USDC').getByTestId('token-balance')).toHaveText(`${threeDecimals(before - 1_500_000n, 6)} USDC`)

  const usdtBefore = await tokenBalanceOf(USDT.address, me)
  await widget(page).getByTestId('open-send').click()
  await chooseToken(page, 'USDT')
  await widget(page).getByTestId('send-amount').fill('0.25')
  await widget(page).getByTestId('send-receiver').fill(to)
  await widget(page).getByTestId('send-submit').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect.poll(() => anvilClient.readContract({ address: USDT.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(250_000n)
  expect(await tokenBalanceOf(USDT.address, me)).toBe(usdtBefore - 250_000n)
  await expect(tokenRow(page, 'USDT').getByTestId('token-balance')).toHaveText(`${threeDecimals(usdtBefore - 250_000n, 6)} USDT`)

  const now = new Date()
  const month = widget(page).getByTestId(`activity-${now.getFullYear()}-${now.getMonth() + 1}`)
  const short = `${to.slice(0, 6)}…${to.slice(-6)}`
  // The worker's indexer follows the chain's blocks: opening the tab again reads the history again.
  await expect(async () => {
    await widget(page).getByRole('tab', { name: 'NFTs' }).click()
    await widget(page).getByRole('tab', { name: 'Activity' }).click()
    await expect(month.getByTestId('activity-row').filter({ hasText: short }).filter({ hasText: '-1.500 USDC' })).toHaveCount(1, { timeout: 2_000 })
    await expect(month.getByTestId('activity-row').filter({ hasText: short }).filter({ hasText: '-0.250 USDT' })).toHaveCount(1, { timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
})

test("each invalid send shows the spec's message and nothing reaches the wallet", async ({ page }) => {
  await widget(page).getByTestId('open-send').click()
  const error = widget(page).getByTestId('send-error')
  await widget(page).getByTestId('send-submit').click()
  await expect(error).toHaveText('An amount and receiver address are required')

  await widget(page).getByTestId('send-amount').fill('1')
  await widget(page).getByTestId('send-submit').click()
  await expect(error).toHaveText('An amount and receiver address are required')

  await widget(page).getByTestId('send-receiver').fill(freshRecipient())
  await widget(page).getByTestId('send-submit').click()
  await expect(error).toHaveText('A token is required')

  await chooseToken(page, 'USDC')
  await widget(page).getByTestId('send-amount').fill('100000000')
  await widget(page).getByTestId('send-submit').click()
  await expect(error).toHaveText('Insufficient balance')

  await widget(page).getByTestId('send-amount').fill('1')
  await widget(page).getByTestId('send-receiver').fill('0x1234')
  await widget(page).getByTestId('send-submit').click()
  await expect(error).toHaveText('Enter a valid receiver address or name')

  expect(await sentTransactions(page)).toBe(0)
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
})

test('Receive shows a QR code of the address and the networks', async ({ page }) => {
  await widget(page).getByTestId('open-receive').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletReceive')
  await expect(widget(page).getByTestId('receive-qr')).toHaveAttribute('data-address', me)
  await expect(widget(page).getByRole('img', { name: 'QR code' })).toBeVisible()
  await expect(widget(page).getByTestId('receive-address')).toHaveText(me)
  await expect(widget(page).getByRole('list', { name: 'Supported networks' })).toContainText('Anvil')
})
