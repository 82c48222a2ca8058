import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { createTestClient, erc20Abi, formatUnits, getAddress, http, parseEther, type Address } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { UNISWAP_V2, USDC } from '../devnet/src/seed/addresses.js'
import { threeDecimals, tokenBalanceOf } from './support/account.js'
import { ANVIL2_URL, anvil2Client, anvilClient, anvilTestClient } from './support/chains.js'
import { connectTestWallet, openDapp, request, settle, startRequest, type Outcome } from './support/dapp.js'
import { dappConnectsByEmail, freshEmail } from './support/email.js'
import { openSwap, pickToken, poolMover, recordQuotes } from './support/swap.js'
import { modal, widget } from './support/widget.js'
import { approveInWindow } from './support/approval-window.js'
import { approveWithPasskey, createPasskeyAccount } from './support/passkey.js'

/**
 * Swap in the frame against the worker's swap API and the seeded
 * Uniswap V2, on the page's wallet, an email account and a passkey account. Each run uses fresh
 * keys and a fresh email, so no other spec shares their nonces or balances;
 * each swap on 31337 is sold back, and the test that moves a pool does it on
 * 31338 and moves it back.
 */

/** `approve`: how the visitor approves in the window, where it is not the default (a passkey's signature). */
type Connected = { me: Address; approve?: (page: Page) => Promise<void> }
type Road = { name: string; approves: boolean; connect(page: Page): Promise<Connected> }

const accountsOf = (outcome: Outcome): Address => {
  expect(outcome).toHaveProperty('result')
  return getAddress((outcome as { result: string[] }).result[0]!)
}

const pageWallet = async (page: Page) => {
  await openDapp(page, '', { privateKey: generatePrivateKey() })
  return { me: accountsOf(await connectTestWallet(page)) }
}

const roads: Road[] = [
  { name: "the page's wallet", approves: false, connect: pageWallet },
  {
    name: 'an email account',
    approves: true,
    async connect(page) {
      await openDapp(page)
      return { me: await dappConnectsByEmail(page, freshEmail('swap')) }
    },
  },
  {
    name: 'a passkey account',
    approves: true,
    async connect(page) {
      await openDapp(page)
      await startRequest(page, 'connect', 'eth_requestAccounts')
      await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
      const credential = await createPasskeyAccount(page)
      return { me: accountsOf(await settle(page, 'connect')), approve: (page) => approveWithPasskey(page, credential) }
    },
  },
]

/**
 * The embedded wallet asks in ApproveTransaction for each transaction; the page's wallet sends by itself.
 * Approved, the approval shown changes: it signs, leaves (Swap shows again), or the next transaction's
 * approval already shows (a smart account's answer comes once its UserOperation is mined, so the next
 * one follows at once).
 */
async function approveIfAsked(page: Page, road: Road, connected: Connected): Promise<void> {
  if (!road.approves) return
  const approval = widget(page).getByTestId('approve-transaction')
  await expect(approval).toBeVisible({ timeout: 30_000 })
  const shown = await approval.textContent()
  await (connected.approve ?? approveInWindow)(page)
  // A read that does not wait for the approval: once it has left, a read that waits for it would wait for good.
  await expect.poll(() => approval.allTextContents(), { timeout: 30_000 }).not.toEqual([shown])
}

const submit = (page: Page) => widget(page).getByTestId('swap-submit')
const sentTransactions = (page: Page) => page.evaluate(() => window.testWallet.requests().filter((m) => m === 'eth_sendTransaction').length)
const allowance = (owner: Address) =>
  anvilClient.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'allowance', args: [owner, UNISWAP_V2.router02.address] })

for (const road of roads) {
  test(`${road.name}: 1 ETH → USDC gets at least the quote less 1 %, then USDC → ETH approves first`, async ({ page }) => {
    test.setTimeout(180_000)
    const lastQuote = recordQuotes(page)
    const connected = await road.connect(page)
    const { me } = connected
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toEqual({ result: null })
    await anvilTestClient.setBalance({ address: me, value: parseEther('10') })

    await openSwap(page)
    await expect(widget(page).getByTestId('swap-from-token')).toContainText('ETH')
    await expect(widget(page).getByTestId('swap-from-balance')).toHaveText('Balance: 10.000 ETH')
    await expect(submit(page)).toHaveText('Choose a token')
    await pickToken(page, 'to', 'USDC')
    await expect(submit(page)).toHaveText('Enter an amount')
    await widget(page).getByTestId('swap-amount').fill('1')
    await expect(submit(page)).toHaveText('Swap')
    await expect(widget(page).getByTestId('swap-slippage')).toHaveText('1 %')
    await expect(widget(page).getByTestId('swap-price')).toHaveText(/^1 ETH = [\d,]+\.\d\d USDC$/)
    await expect(widget(page).getByTestId('swap-network-fee')).toHaveText(/^(\$[\d,]+\.\d\d|< \$0\.01)$/)
    const quoted = lastQuote()!
    await expect(widget(page).getByTestId('swap-to-amount')).toHaveText(`${threeDecimals(quoted, 6)} USDC`)

    const usdcBefore = await tokenBalanceOf(USDC.address, me)
    await submit(page).click()
    await approveIfAsked(page, road, connected)
    await expect.poll(() => tokenBalanceOf(USDC.address, me), { timeout: 30_000 }).toBeGreaterThan(usdcBefore)
    const bought = (await tokenBalanceOf(USDC.address, me)) - usdcBefore
    expect(bought).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    // The view reads the balances again once mined: the amount clears and both sides show what the chain holds.
    await expect(widget(page).getByTestId('swap-to-balance')).toHaveText(`Balance: ${threeDecimals(usdcBefore + bought, 6)} USDC`, { timeout: 30_000 })
    await expect(widget(page).getByTestId('swap-from-balance')).toHaveText(`Balance: ${threeDecimals(await anvilClient.getBalance({ address: me }), 18)} ETH`)
    await expect(widget(page).getByTestId('swap-amount')).toHaveValue('')

    // Back again, which also leaves the pool where it was: USDC → ETH needs the router's allowance first.
    const sentBefore = road.approves ? 0 : await sentTransactions(page)
    await widget(page).getByTestId('swap-flip').click()
    await expect(widget(page).getByTestId('swap-from-token')).toContainText('USDC')
    await widget(page).getByTestId('swap-amount').fill(formatUnits(bought, 6))
    await expect(submit(page)).toHaveText('Approve USDC')
    const ethBefore = await anvilClient.getBalance({ address: me })
    const quotedEth = lastQuote()!
    await submit(page).click()
    await approveIfAsked(page, road, connected)
    await approveIfAsked(page, road, connected)
    await expect.poll(() => tokenBalanceOf(USDC.address, me), { timeout: 30_000 }).toBe(usdcBefore)
    // Both mined: the exact approval is spent, and the ether arrived (less the two fees, far below 1 % here).
    expect(await allowance(me)).toBe(0n)
    expect(await anvilClient.getBalance({ address: me })).toBeGreaterThan(ethBefore + (quotedEth * 98n) / 100n)
    if (!road.approves) expect((await sentTransactions(page)) - sentBefore).toBe(2)
    await expect(widget(page).getByTestId('swap-from-balance')).toHaveText(`Balance: ${threeDecimals(usdcBefore, 6)} USDC`, { timeout: 30_000 })
  })
}

test('what stops a swap says so and sends nothing: no liquidity, more than the balance, a network without swaps', async ({ page }) => {
  test.setTimeout(120_000)
  const { me } = await pageWallet(page)
  await anvilTestClient.setBalance({ address: me, value: parseEther('5') })
  await openSwap(page)

  await pickToken(page, 'to', 'PTS')
  await widget(page).getByTestId('swap-amount').fill('1')
  await expect(widget(page).getByTestId('swap-error')).toHaveText(/^No route for this pair/)
  await expect(submit(page)).toBeDisabled()

  await pickToken(page, 'to', 'USDC')
  await widget(page).getByTestId('swap-amount').fill('6')
  await expect(widget(page).getByTestId('swap-error')).toHaveText('Insufficient balance')
  await expect(submit(page)).toHaveText('Insufficient balance')
  await expect(submit(page)).toBeDisabled()

  // The dapp moves the wallet to a chain without a swap backend while Swap is open.
  await widget(page).getByTestId('swap-amount').fill('1')
  await expect(submit(page)).toHaveText('Swap')
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({ result: null })
  await expect(widget(page).getByTestId('swap-error')).toHaveText('Network not supported for Swaps')
  await expect(submit(page)).toBeDisabled()
  expect(await sentTransactions(page)).toBe(0)
})

test('a swap that reverts on chain (the pool moved after the quote) says so and changes no balance', async ({ page }) => {
  test.setTimeout(120_000)
  const { me } = await pageWallet(page)
  const cheats = createTestClient({ chain: { ...anvil, id: 31338 }, mode: 'anvil', transport: http(ANVIL2_URL) })
  await cheats.setBalance({ address: me, value: parseEther('5') })
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({ result: null })
  const mover = poolMover(generatePrivateKey())
  try {
    await openSwap(page)
    await pickToken(page, 'to', 'USDC')
    await widget(page).getByTestId('swap-amount').fill('1')
    await expect(submit(page)).toHaveText('Swap')
    // A whale buys USDC between the quote and the send: 1 ETH now buys far less than 99 % of the quote.
    await mover.buyUsdc(parseEther('100'))
    const [eth, usdc] = await Promise.all([
      anvil2Client.getBalance({ address: me }),
      anvil2Client.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [me] }),
    ])
    await submit(page).click()
    await expect(widget(page).getByTestId('swap-error')).toHaveText(/^The swap failed on chain/, { timeout: 30_000 })
    expect(await sentTransactions(page)).toBe(1)
    // Nothing moved but the gas the reverted transaction burned.
    expect(await anvil2Client.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [me] })).toBe(usdc)
    const after = await anvil2Client.getBalance({ address: me })
    expect(after).toBeLessThan(eth)
    expect(eth - after).toBeLessThan(parseEther('0.01'))
    await expect(widget(page).getByTestId('swap-amount')).toHaveValue('1')
  } finally {
    await mover.sellBack()
  }
})
