import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { encodeFunctionData, erc20Abi, getAddress, isAddressEqual, parseEther, parseEventLogs, parseUnits, toHex, type Address, type Hex } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { USDC, USDT } from '../devnet/src/seed/addresses.js'
import { chooseToken, fund, tokenBalanceOf } from './support/account.js'
import { anvilClient } from './support/chains.js'
import { events, openDapp, request, settle, startRequest } from './support/dapp.js'
import { modal, widget } from './support/widget.js'
import { connectByEmail, fundEther, openAccount, result } from './support/smart-account.js'
import { approveInWindow } from './support/approval-window.js'

/**
 * Smart accounts, as a visitor and a dapp meet them on the local
 * stack: the demo project enables smart accounts on 31337, so a new email
 * account is a Safe on EntryPoint v0.7 that the alto bundler deploys with its
 * first transaction.
 */

const newAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const approval = (page: Page) => widget(page).getByTestId('approve-transaction')
const approve = (page: Page) => approveInWindow(page)

/** The address Account shows in full. */
const shownAddress = async (page: Page): Promise<Address> => getAddress((await widget(page).getByTestId('account-address').getAttribute('title'))!)

/** Sends ether from Account's Send view, approved in ApproveTransaction; back on Account once the wallet took it. */
async function sendEther(page: Page, to: Address, amount: string): Promise<void> {
  await widget(page).getByTestId('open-send').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
  await chooseToken(page, 'ETH')
  await widget(page).getByTestId('send-amount').fill(amount)
  await widget(page).getByTestId('send-receiver').fill(to)
  await widget(page).getByTestId('send-submit').click()
  await expect(approval(page)).toBeVisible()
  await approve(page)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account', { timeout: 60_000 })
}

const accountsHeard = async (page: Page) =>
  (await events(page)).filter((e) => e.event === 'accountsChanged').map((e) => (e.payload as string[]).map((a) => getAddress(a)))

test.describe('smart accounts for email accounts', () => {
  test('a new email account is an undeployed smart account; its signature verifies (ERC-6492); the first Send deploys it; eoa and back send from each', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await openDapp(page)
    const smart = await connectByEmail(page, 'smart')
    expect(await anvilClient.getCode({ address: smart })).toBeUndefined()

    await openAccount(page)
    expect(await shownAddress(page)).toBe(smart)
    await expect(widget(page).getByTestId('account-type')).toHaveText('Smart account')
    await expect(widget(page).getByTestId('smart-account-deployed')).toHaveText('Not deployed yet')
    await page.evaluate(() => window.porthole!.close())

    // Before deployment the account signs as ERC-6492 (the factory call wraps the signature); viem verifies it through the chain.
    const message = 'Porthole smart account, not deployed yet'
    await startRequest(page, 'sign', 'personal_sign', [toHex(message), smart])
    await expect(widget(page).getByTestId('approve-message')).toHaveText(message)
    await approve(page)
    const signature = result<Hex>(await settle(page, 'sign'))
    expect(await anvilClient.verifyMessage({ address: smart, message, signature })).toBe(true)
    expect(await anvilClient.getCode({ address: smart })).toBeUndefined()

    // The first Send deploys the account and moves the funds.
    await fundEther(smart)
    const first = newAddress()
    await openAccount(page)
    await sendEther(page, first, '0.01')
    await expect.poll(() => anvilClient.getBalance({ address: first }), { timeout: 60_000 }).toBe(parseEther('0.01'))
    expect(await anvilClient.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}$/)
    await expect(widget(page).getByTestId('smart-account-deployed')).toHaveText('Deployed', { timeout: 30_000 })

    // To the EOA: another address, for the visitor and the dapp, and a send from it.
    await widget(page).getByTestId('switch-account-type').focus()
    await page.keyboard.press('Enter')
    await expect(widget(page).getByTestId('account-type')).toHaveText('EOA')
    await expect(widget(page).getByTestId('switch-account-type')).toHaveText('Switch to your Smart Account')
    const eoa = await shownAddress(page)
    expect(eoa).not.toBe(smart)
    expect(result<string[]>(await request(page, 'eth_accounts')).map((a) => getAddress(a))).toEqual([eoa])
    await fundEther(eoa)
    const eoaBefore = await anvilClient.getBalance({ address: eoa })
    const second = newAddress()
    await sendEther(page, second, '0.02')
    await expect.poll(() => anvilClient.getBalance({ address: second }), { timeout: 60_000 }).toBe(parseEther('0.02'))
    expect(await anvilClient.getBalance({ address: eoa })).toBeLessThan(eoaBefore - parseEther('0.02') + 1n)

    // And back: the smart address again, and a send from it.
    await widget(page).getByTestId('switch-account-type').click()
    await expect(widget(page).getByTestId('account-type')).toHaveText('Smart account')
    expect(await shownAddress(page)).toBe(smart)
    const smartBefore = await anvilClient.getBalance({ address: smart })
    const third = newAddress()
    await sendEther(page, third, '0.03')
    await expect.poll(() => anvilClient.getBalance({ address: third }), { timeout: 60_000 }).toBe(parseEther('0.03'))
    expect(await anvilClient.getBalance({ address: smart })).toBeLessThan(smartBefore - parseEther('0.03') + 1n)
    expect(await accountsHeard(page)).toEqual([[smart], [eoa], [smart]])
  })

  test('a 5792 batch from the smart account is one UserOperation: one transaction hash for both calls', async ({ page }) => {
    test.setTimeout(180_000)
    await openDapp(page)
    const smart = await connectByEmail(page, 'smart-batch')
    await fundEther(smart)
    await fund(USDC.address, smart, parseUnits('10', 6))
    await fund(USDT.address, smart, parseUnits('10', 6))
    expect(result(await request(page, 'wallet_getCapabilities', [smart, ['0x7a69']]))).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })

    const [alice, bob] = [newAddress(), newAddress()]
    const calls = [
      { to: USDC.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [alice, parseUnits('1.5', 6)] }) },
      { to: USDT.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, parseUnits('2', 6)] }) },
    ]
    await startRequest(page, 'batch', 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: smart, atomicRequired: true, calls }])
    // The visitor reads each call before the one UserOperation goes out.
    await expect(widget(page).getByTestId('approve-batch-call')).toHaveCount(2)
    await expect(widget(page).getByTestId('approve-call').nth(0)).toHaveText(`transfer(${alice}, 1500000)`)
    await expect(widget(page).getByTestId('approve-call').nth(1)).toHaveText(`transfer(${bob}, 2000000)`)
    await approve(page)
    const { id } = result<{ id: string }>(await settle(page, 'batch'))

    type Status = { status: number; atomic: boolean; receipts: { transactionHash: Hex; status: string }[] }
    let status: Status | undefined
    await expect.poll(async () => (status = result<Status>(await request(page, 'wallet_getCallsStatus', [id]))).status, { timeout: 60_000 }).toBe(200)
    expect(status).toMatchObject({ atomic: true })
    expect(status!.receipts).toHaveLength(1)
    const receipt = await anvilClient.getTransactionReceipt({ hash: status!.receipts[0]!.transactionHash })
    const operations = parseEventLogs({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', logs: receipt.logs }).filter((e) =>
      isAddressEqual(e.args.sender, smart),
    )
    expect(operations).toHaveLength(1)
    expect(operations[0]!.args.success).toBe(true)
    expect(await tokenBalanceOf(USDC.address, alice)).toBe(parseUnits('1.5', 6))
    expect(await tokenBalanceOf(USDT.address, bob)).toBe(parseUnits('2', 6))
  })
})
