import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { getAddress, parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { pageScript } from './support/bundle.js'
import { anvilClient } from './support/chains.js'
import { withTestWallet } from './support/dapp.js'
import type {} from './support/eip6963-dapp.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { typedData } from './support/typed-data.js'
import { expectClosed, modal, widget } from './support/widget.js'

const address = TEST_WALLET.address

/** The demo page (it has the snippet) plus a dapp script that only knows EIP-6963. */
async function openEip6963Dapp(page: Page) {
  await withTestWallet(page)
  await page.addInitScript({ content: await pageScript(new URL('./support/eip6963-dapp.ts', import.meta.url)) })
  await page.goto('/')
}

test('a dapp that discovers wallets only through EIP-6963 finds Porthole and completes the flow', async ({ page }) => {
  await openEip6963Dapp(page)
  await expect
    .poll(() => page.evaluate(() => window.eip6963Dapp.wallets()))
    .toEqual(
      expect.arrayContaining([
        { name: 'Porthole', rdns: 'dev.porthole' },
        { name: TEST_WALLET.name, rdns: TEST_WALLET.rdns },
      ]),
    )

  const connecting = page.evaluate(() => window.eip6963Dapp.connect('dev.porthole'))
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await widget(page).getByTestId(`wallet-${TEST_WALLET.uuid}`).click()
  expect((await connecting).map((a) => getAddress(a))).toEqual([address])
  expect(await page.evaluate(() => window.eip6963Dapp.getChainId())).toBe(31337)

  const message = 'Found through EIP-6963'
  const signature = (await page.evaluate((m) => window.eip6963Dapp.signMessage(m), message)) as Hex
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  const typedSignature = (await page.evaluate((t) => window.eip6963Dapp.signTypedData(t), typedData)) as Hex
  const domain = { ...typedData.domain, chainId: BigInt(typedData.domain.chainId) }
  expect(await verifyTypedData({ ...typedData, domain, address, signature: typedSignature })).toBe(true)

  const to: Address = privateKeyToAccount(generatePrivateKey()).address
  const value = parseEther('0.5')
  const hash = (await page.evaluate(([to, value]) => window.eip6963Dapp.sendTransaction(to, value), [to, value.toString()] as const)) as Hex
  expect((await anvilClient.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await anvilClient.getBalance({ address: to })).toBe(value)

  await page.evaluate(() => window.eip6963Dapp.switchChain(31338))
  expect(await page.evaluate(() => window.eip6963Dapp.getChainId())).toBe(31338)

  // The visitor disconnects in the modal, opened from the page's own button.
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await widget(page).getByRole('button', { name: 'Disconnect' }).click()
  await expectClosed(page)
  await expect
    .poll(() => page.evaluate(() => window.eip6963Dapp.events))
    .toEqual(
      expect.arrayContaining([
        { event: 'chainChanged', payload: '0x7a6a' },
        { event: 'accountsChanged', payload: [] },
        { event: 'disconnect', payload: { code: 4900 } },
      ]),
    )
})
