import { expect, test } from './support/test.js'
import { ANVIL2_URL } from './support/chains.js'
import { connectTestWallet, events, openDapp, request } from './support/dapp.js'
import { modal, widget } from './support/widget.js'

test('the SwitchNetwork view moves the wallet to Anvil 2, adding the chain it does not know', async ({ page }) => {
  await openDapp(page)
  await connectTestWallet(page)
  await page.evaluate(() => window.porthole!.open())
  await expect(widget(page).getByTestId('account-network')).toHaveText('Anvil')
  await expect(widget(page).getByTestId('account-balance')).toHaveText(/^\d+\.\d{3} ETH$/)
  await widget(page).getByTestId('account-network').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'SwitchNetwork')
  await widget(page).getByTestId('network-eip155:31338').click()

  await expect.poll(() => events(page)).toContainEqual({ event: 'chainChanged', payload: '0x7a6a' })
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  expect(await page.evaluate(() => window.testWallet.chains())).toMatchObject({ 31338: ANVIL2_URL })
  expect(await page.evaluate(() => window.testWallet.requests())).toContain('wallet_addEthereumChain')
  await page.evaluate(() => window.porthole!.open('Account'))
  await expect(widget(page).getByTestId('account-network')).toHaveText('Anvil 2')
})

test('a wallet that refuses the switch leaves the chain as it was, and the dapp gets 4001', async ({ page }) => {
  await openDapp(page)
  await connectTestWallet(page)
  await page.evaluate(() => window.testWallet.rejectNextRequest())
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toMatchObject({ error: { code: 4001 } })
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
})

test('a chain the frame does not offer is 4902, Chain is not supported', async ({ page }) => {
  await openDapp(page)
  await connectTestWallet(page)
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x539' }])).toEqual({
    error: { code: 4902, message: 'Chain is not supported' },
  })
})
