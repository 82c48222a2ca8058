import { expect, test } from './support/test.js'
import { getAddress } from 'viem'
import { connectTestWallet, openDapp, request } from './support/dapp.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { widget } from './support/widget.js'

test('data-inject-window-ethereum makes porthole.provider window.ethereum where there is none', async ({ page }) => {
  await openDapp(page, '?inject=1')
  expect(await page.evaluate(() => window.ethereum === window.porthole!.provider)).toBe(true)
  // The demo project's default network (anvil) before anything connects.
  expect(await page.evaluate(() => window.ethereum!.request({ method: 'eth_chainId' }))).toBe('0x7a69')
})

test('without the attribute window.ethereum is left alone', async ({ page }) => {
  await openDapp(page)
  expect(await page.evaluate(() => window.ethereum)).toBeUndefined()
})

test("a legacy window.ethereum wallet keeps its place and is offered in Connect as 'Browser Wallet'", async ({ page }) => {
  await openDapp(page, '?inject=1', { legacy: true })
  expect(await page.evaluate(() => window.ethereum!.isTestWallet)).toBe(true)
  const connect = connectTestWallet(page, 'injected')
  await expect(widget(page).getByTestId('wallet-injected')).toContainText('Browser Wallet')
  const outcome = await connect
  expect(outcome).toEqual({ result: [expect.any(String)] })
  expect(getAddress((outcome as { result: string[] }).result[0]!)).toBe(TEST_WALLET.address)
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
})
