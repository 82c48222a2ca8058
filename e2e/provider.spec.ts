import { expect, test } from './support/test.js'
import { getAddress, isAddressEqual, parseEther, toHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { ANVIL2_URL, anvil2Client, anvilClient } from './support/chains.js'
import { connectTestWallet, events, openDapp, request } from './support/dapp.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { typedData } from './support/typed-data.js'
import { expectClosed, modal, widget } from './support/widget.js'

const address = TEST_WALLET.address

const result = <T>(outcome: Awaited<ReturnType<typeof request>>): T => {
  expect(outcome).toHaveProperty('result')
  return (outcome as { result: T }).result
}

/** A fresh address, so its balance starts at zero whatever earlier runs did on this anvil. */
const freshRecipient = (): Address => privateKeyToAccount(generatePrivateKey()).address

test.describe("porthole.provider with the page's own wallet", () => {
  test.beforeEach(async ({ page }) => {
    await openDapp(page)
  })

  test('eth_requestAccounts opens Connect; picking the test wallet resolves the accounts', async ({ page }) => {
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    const accounts = result<string[]>(await connectTestWallet(page))
    expect(accounts).toHaveLength(1)
    expect(getAddress(accounts[0]!)).toBe(address)
    expect(result<string[]>(await request(page, 'eth_accounts')).map((a) => getAddress(a))).toEqual([address])
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
    await expectClosed(page)
  })

  test('personal_sign and eth_signTypedData_v4 signatures verify for the wallet address', async ({ page }) => {
    await connectTestWallet(page)
    const message = 'Sign in to the Porthole demo'
    const signature = result<Hex>(await request(page, 'personal_sign', [toHex(message), address]))
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    expect(await verifyMessage({ address: freshRecipient(), message, signature })).toBe(false)

    const typedSignature = result<Hex>(await request(page, 'eth_signTypedData_v4', [address, JSON.stringify(typedData)]))
    const domain = { ...typedData.domain, chainId: BigInt(typedData.domain.chainId) }
    expect(await verifyTypedData({ ...typedData, domain, address, signature: typedSignature })).toBe(true)
  })

  test('eth_sendTransaction is mined on anvil and the recipient gets exactly the value', async ({ page }) => {
    await connectTestWallet(page)
    const to = freshRecipient()
    const value = parseEther('0.0123')
    const before = await anvilClient.getBalance({ address: to })
    const hash = result<Hex>(await request(page, 'eth_sendTransaction', [{ from: address, to, value: toHex(value) }]))
    const receipt = await anvilClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(isAddressEqual(receipt.from, address)).toBe(true)
    expect((await anvilClient.getBalance({ address: to })) - before).toBe(value)
  })

  test('switching to chain 31338 adds it to the wallet first, then sends there', async ({ page }) => {
    await connectTestWallet(page)
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({ result: null })
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
    await expect.poll(() => events(page)).toContainEqual({ event: 'chainChanged', payload: '0x7a6a' })
    const asked = await page.evaluate(() => window.testWallet.requests())
    expect(asked.filter((m) => m.startsWith('wallet_'))).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(await page.evaluate(() => window.testWallet.chains())).toMatchObject({ 31338: ANVIL2_URL })

    // The wallet sends on the new chain, and reads follow it: only chain 31338 knows the recipient's 7 wei.
    const to = freshRecipient()
    const hash = result<Hex>(await request(page, 'eth_sendTransaction', [{ from: address, to, value: toHex(7n) }]))
    await anvil2Client.waitForTransactionReceipt({ hash })
    expect(await anvil2Client.getBalance({ address: to })).toBe(7n)
    expect(await anvilClient.getBalance({ address: to })).toBe(0n)
    expect(await request(page, 'eth_getBalance', [to, 'latest'])).toEqual({ result: toHex(7n) })
  })

  test('Disconnect in the Account view emits accountsChanged [] and disconnect', async ({ page }) => {
    await connectTestWallet(page)
    await page.evaluate(() => window.porthole!.open())
    await expect(modal(page)).toHaveAttribute('data-view', 'Account')
    await expect(widget(page).getByTestId('account-address')).toHaveAttribute('title', address)
    await widget(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectClosed(page)
    await expect
      .poll(async () => (await events(page)).slice(-2))
      .toEqual([
        { event: 'accountsChanged', payload: [] },
        { event: 'disconnect', payload: { code: 4900, message: expect.any(String) } },
      ])
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  })
})

test.describe('error codes reach the dapp unchanged', () => {
  test.beforeEach(async ({ page }) => {
    await openDapp(page)
  })

  test('the wallet refusing is 4001', async ({ page }) => {
    await connectTestWallet(page)
    await page.evaluate(() => window.testWallet.rejectNextRequest())
    expect(await request(page, 'personal_sign', [toHex('no'), address])).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  })

  test('closing Connect is 4001', async ({ page }) => {
    const started = page.evaluate(() =>
      window.porthole!.provider.request({ method: 'eth_requestAccounts' }).then(
        () => 'resolved',
        (error: { code: number }) => error.code,
      ),
    )
    await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
    await widget(page).getByRole('button', { name: 'Close' }).click()
    expect(await started).toBe(4001)
  })

  test('a method outside the allow-list is 4200', async ({ page }) => {
    expect(await request(page, 'eth_mining')).toEqual({ error: { code: 4200, message: 'Requested RPC call is not allowed' } })
  })
})
