import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { getAddress, isAddressEqual, parseEther, parseUnits, toHex, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { USDC, USDT } from '../devnet/src/seed/addresses.js'
import { fund, tokenBalanceOf } from './support/account.js'
import { pageScript } from './support/bundle.js'
import { ANVIL2_URL, ANVIL_URL, anvil2Client, anvilClient, anvilTestClient } from './support/chains.js'
import { withTestWallet } from './support/dapp.js'
import { emailLogin, freshEmail } from './support/email.js'
import { switchToEoa } from './support/smart-account.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import type { Refusal } from './support/wagmi-dapp.js'
import { modal, widget } from './support/widget.js'
import { approveInWindow } from './support/approval-window.js'

/**
 * EIP-5792 and ERC-7811 as a wagmi dapp uses them through Porthole, found by
 * EIP-6963: the email account's batch on one approval, the sequential
 * fallback for a page wallet without EIP-5792, and asset discovery.
 */

type Status = { status: string; statusCode: number; atomic: boolean; chainId: number; receipts: { status: string; transactionHash: string }[] }

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address

async function openWagmiDapp(page: Page, wallet?: `0x${string}`): Promise<void> {
  if (wallet) await withTestWallet(page, { privateKey: wallet })
  await page.addInitScript({ content: `window.__wagmiChains = ${JSON.stringify({ 31337: ANVIL_URL, 31338: ANVIL2_URL })};` })
  await page.addInitScript({ content: await pageScript(new URL('./support/wagmi-dapp.ts', import.meta.url)) })
  await page.goto('/')
  await expect.poll(() => page.evaluate(() => window.wagmiDapp.connectors())).toContain('dev.porthole')
}

/** The dapp connects to Porthole; the visitor signs in with a new email. */
async function connectByEmail(page: Page): Promise<Address> {
  const connecting = page.evaluate(() => window.wagmiDapp.connect('dev.porthole'))
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await emailLogin(page, freshEmail('batch'))
  const [account] = await connecting
  return getAddress(account!)
}

const approval = (page: Page) => widget(page).getByTestId('approve-transaction')

test.describe('EIP-5792 batches and ERC-7811 assets', () => {
  // As its eoa: a smart account's batch is one UserOperation (smart-account.spec.ts); the eoa's goes call by call.
  test('an email account as its EOA: one approval lists both transfers, both are mined, getCallsStatus reports success with receipts', async ({ page }) => {
    await openWagmiDapp(page)
    await connectByEmail(page)
    const account = await switchToEoa(page)
    await expect.poll(() => page.evaluate(() => window.wagmiDapp.account())).toBe(account)
    await fund(USDC.address, account, parseUnits('10', 6))
    await fund(USDT.address, account, parseUnits('10', 6))

    expect(await page.evaluate(() => window.wagmiDapp.getCapabilities())).toEqual({ atomic: { status: 'unsupported' } })

    const [alice, bob] = [newAddress(), newAddress()]
    const transfers = [
      { token: USDC.address, to: alice, amount: parseUnits('1.5', 6).toString() },
      { token: USDT.address, to: bob, amount: parseUnits('2', 6).toString() },
    ]
    const sending = page.evaluate((t) => window.wagmiDapp.sendTransfers(t), transfers)
    await expect(approval(page)).toContainText('Send calls')
    const calls = widget(page).getByTestId('approve-batch-call')
    await expect(calls).toHaveCount(2)
    await expect(calls.nth(0).getByTestId('approve-to')).toHaveText(USDC.address)
    await expect(calls.nth(0).getByTestId('approve-call')).toHaveText(`transfer(${alice}, 1500000)`)
    await expect(calls.nth(1).getByTestId('approve-to')).toHaveText(USDT.address)
    await expect(calls.nth(1).getByTestId('approve-call')).toHaveText(`transfer(${bob}, 2000000)`)
    await expect(widget(page).getByTestId('approve-total').getByTestId('approve-max-cost')).toContainText('ETH')
    await approveInWindow(page)

    const sent = await sending
    expect(sent).toHaveProperty('id')
    const { id } = sent as { id: string }
    const status = (await page.evaluate((id) => window.wagmiDapp.waitForCallsStatus(id), id)) as Status
    expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: false, chainId: 31337 })
    expect(status.receipts.map((r) => r.status)).toEqual(['success', 'success'])
    for (const receipt of status.receipts) {
      const mined = await anvilClient.getTransactionReceipt({ hash: receipt.transactionHash as `0x${string}` })
      expect(isAddressEqual(mined.from, account)).toBe(true)
    }
    expect(await tokenBalanceOf(USDC.address, alice)).toBe(parseUnits('1.5', 6))
    expect(await tokenBalanceOf(USDT.address, bob)).toBe(parseUnits('2', 6))

    // Refused before the visitor sees anything: the 0x rule (-32602), atomicity an EOA cannot give (5760), an unknown id (5730).
    const malformed = await page.evaluate((to) => window.wagmiDapp.sendRaw([{ to }]), alice.slice(2))
    expect((malformed as Refusal).error.code).toBe(-32602)
    const atomic = await page.evaluate((t) => window.wagmiDapp.sendTransfers(t, { forceAtomic: true }), transfers)
    expect((atomic as Refusal).error.code).toBe(5760)
    const unknown = await page.evaluate(() => window.wagmiDapp.getCallsStatus(`0x${'ab'.repeat(32)}`))
    expect((unknown as Refusal).error.code).toBe(5730)
    await expect(approval(page)).toBeHidden()
  })

  test('wallet_getAssets for an email account returns the seeded tokens with the balances on chain', async ({ page }) => {
    await openWagmiDapp(page)
    const account = await connectByEmail(page)
    await fund(USDC.address, account, parseUnits('12.345678', 6))
    await fund(USDT.address, account, parseUnits('3', 6))

    const assets = (await page.evaluate((account) => window.wagmiDapp.request('wallet_getAssets', [{ account }]), account)) as Record<
      string,
      { address: string; balance: string; type: string; metadata: { symbol: string; decimals: number } }[]
    >
    const local = assets['0x7a69']!
    const byAddress = (address: string) => local.find((a) => a.address.toLowerCase() === address.toLowerCase())
    expect(byAddress(USDC.address)).toMatchObject({
      type: 'erc20',
      balance: toHex(await tokenBalanceOf(USDC.address, account)),
      metadata: { symbol: 'USDC', decimals: 6 },
    })
    expect(byAddress(USDT.address)).toMatchObject({
      type: 'erc20',
      balance: toHex(await tokenBalanceOf(USDT.address, account)),
      metadata: { symbol: 'USDT', decimals: 6 },
    })
    expect(byAddress('native')).toMatchObject({ type: 'native', balance: toHex(await anvilClient.getBalance({ address: account })) })
    expect(assets['0x7a6a']?.find((a) => a.address === 'native')?.balance).toBe(toHex(await anvil2Client.getBalance({ address: account })))

    const filtered = await page.evaluate(
      (account) => window.wagmiDapp.request('wallet_getAssets', [{ account, chainFilter: ['0x7a69'], assetTypeFilter: ['erc20'] }]),
      account,
    )
    expect(Object.keys(filtered as object)).toEqual(['0x7a69'])
    expect((filtered as Record<string, { type: string }[]>)['0x7a69']!.every((a) => a.type === 'erc20')).toBe(true)
  })

  test('a page wallet without EIP-5792: the frame sends the calls one by one and reports atomic false', async ({ page }) => {
    const key = generatePrivateKey()
    const owner = privateKeyToAccount(key).address
    await anvilTestClient.setBalance({ address: owner, value: parseEther('1') })
    await fund(USDC.address, owner, parseUnits('5', 6))
    await openWagmiDapp(page, key)

    const connecting = page.evaluate(() => window.wagmiDapp.connect('dev.porthole'))
    await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
    await widget(page).getByTestId(`wallet-${TEST_WALLET.uuid}`).click()
    expect(getAddress((await connecting)[0]!)).toBe(owner)
    expect(await page.evaluate(() => window.wagmiDapp.getCapabilities())).toEqual({ atomic: { status: 'unsupported' } })

    const [alice, bob] = [newAddress(), newAddress()]
    const transfers = [
      { token: USDC.address, to: alice, amount: '1000000' },
      { token: USDC.address, to: bob, amount: '2000000' },
    ]
    const sent = await page.evaluate((t) => window.wagmiDapp.sendTransfers(t), transfers)
    const status = (await page.evaluate((id) => window.wagmiDapp.waitForCallsStatus(id), (sent as { id: string }).id)) as Status
    expect(status).toMatchObject({ status: 'success', atomic: false, chainId: 31337 })
    expect(status.receipts).toHaveLength(2)
    expect(await tokenBalanceOf(USDC.address, alice)).toBe(1_000_000n)
    expect(await tokenBalanceOf(USDC.address, bob)).toBe(2_000_000n)
    const asked = await page.evaluate(() => (window as unknown as { testWallet: { requests(): string[] } }).testWallet.requests())
    expect(asked.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2)
    expect(asked).not.toContain('wallet_sendCalls')
  })
})
