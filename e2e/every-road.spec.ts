import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { getAddress, parseEther, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { USDC, USDT } from '../devnet/src/seed/addresses.js'
import { chooseToken, fund, openAccount, tokenBalanceOf } from './support/account.js'
import { anvilClient, anvilTestClient } from './support/chains.js'
import { connectTestWallet, openDapp, request, settle, startRequest, type Outcome } from './support/dapp.js'
import { dappConnectsByEmail, freshEmail } from './support/email.js'
import { chooseName, reverseNames } from './support/names.js'
import { completeSocialLogin, startSocialLogin } from './support/social.js'
import { startWcWallet } from './support/wc-wallet.js'
import { modal, widget, pairingUri } from './support/widget.js'
import { approveInWindow } from './support/approval-window.js'
import { approveWithPasskey, createPasskeyAccount } from './support/passkey.js'

/**
 * Every account action on every kind of wallet: each road connects as a
 * visitor would, then Send (native, an ERC-20, Tether's ABI), a name and a
 * dapp's personal_sign all go through the active connector, and each is
 * checked on the local chain or the worker. The page's and the phone's wallets
 * use anvil accounts of their own (#3, #4), so no other spec sends from them.
 */

/** `approve`: how the visitor approves on this road, where it is not the approval window's plain Approve. */
type Connected = { address: Address; close?: () => Promise<void>; approve?: (page: Page) => Promise<void> }

type Road = {
  name: string
  /** The embedded wallet asks the visitor in ApproveTransaction before it signs. */
  approves: boolean
  /** The account is a smart account that its first send deploys. */
  deploysOnFirstSend?: true
  /** The dapp's eth_requestAccounts, answered as a visitor on that road would. */
  connect(page: Page): Promise<Connected>
}

const accountsOf = (outcome: Outcome): Address => {
  expect(outcome).toHaveProperty('result')
  const [address] = (outcome as { result: string[] }).result
  return getAddress(address!)
}

const roads: Road[] = [
  {
    name: "the page's EIP-6963 wallet",
    approves: false,
    async connect(page) {
      await openDapp(page, '', { privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6' })
      return { address: accountsOf(await connectTestWallet(page)) }
    },
  },
  {
    name: 'a WalletConnect wallet',
    approves: false,
    async connect(page) {
      const wallet = await startWcWallet(privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a'))
      await openDapp(page)
      await startRequest(page, 'connect', 'eth_requestAccounts')
      await widget(page).getByTestId('wallet-walletconnect').click()
      await wallet.pair(await pairingUri(page))
      return { address: accountsOf(await settle(page, 'connect')), close: wallet.close }
    },
  },
  {
    name: 'an email account',
    approves: true,
    async connect(page) {
      await openDapp(page)
      return { address: await dappConnectsByEmail(page, freshEmail('road')) }
    },
  },
  {
    name: 'a passkey account',
    approves: true,
    deploysOnFirstSend: true,
    async connect(page) {
      await openDapp(page)
      await startRequest(page, 'connect', 'eth_requestAccounts')
      await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
      const credential = await createPasskeyAccount(page)
      return { address: accountsOf(await settle(page, 'connect')), approve: (page) => approveWithPasskey(page, credential) }
    },
  },
  {
    name: 'a social account',
    approves: true,
    async connect(page) {
      await openDapp(page)
      await startRequest(page, 'connect', 'eth_requestAccounts')
      await completeSocialLogin(await startSocialLogin(page, 'Apple'), 'alice')
      return { address: accountsOf(await settle(page, 'connect')) }
    },
  },
]

const freshRecipient = (): Address => privateKeyToAccount(generatePrivateKey()).address

/** Where the embedded wallet asks, the visitor approves; other wallets answer by themselves. */
async function approveIfAsked(page: Page, road: Road, connected: Connected): Promise<void> {
  if (!road.approves) return
  const approval = widget(page).getByTestId('approve-transaction')
  await expect(approval).toBeVisible()
  await (connected.approve ?? approveInWindow)(page)
}

/** Send from the Account view: the token, amount and receiver typed in, then back on Account once sent. */
async function send(page: Page, road: Road, connected: Connected, symbol: string, amount: string, to: Address): Promise<void> {
  await openAccount(page)
  await widget(page).getByTestId('open-send').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
  await chooseToken(page, symbol)
  await widget(page).getByTestId('send-amount').fill(amount)
  await widget(page).getByTestId('send-receiver').fill(to)
  await widget(page).getByTestId('send-submit').click()
  await approveIfAsked(page, road, connected)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await page.evaluate(() => window.porthole!.close())
}

// Each road has accounts of its own, so the five run side by side rather than one after another.
test.describe.configure({ mode: 'parallel' })

for (const road of roads) {
  test(`every account action works with ${road.name}`, async ({ page }) => {
    test.setTimeout(180_000)
    const connected = await road.connect(page)
    const { address, close } = connected
    try {
      // The first chain an account lands on is the local one; a wallet elsewhere is asked to switch.
      expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toEqual({ result: null })
      // A social identity keeps its account across runs on a kept local D1, while anvil starts afresh: it gets its ether here.
      await anvilTestClient.setBalance({ address, value: parseEther('10') })
      await fund(USDC.address, address, 20_000_000n)
      await fund(USDT.address, address, 1_000_000n)
      const to = freshRecipient()

      if (road.deploysOnFirstSend) expect(await anvilClient.getCode({ address })).toBeUndefined()
      await send(page, road, connected, 'ETH', '1', to)
      await expect.poll(() => anvilClient.getBalance({ address: to })).toBe(parseEther('1'))
      if (road.deploysOnFirstSend) expect(await anvilClient.getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
      await send(page, road, connected, 'USDC', '10', to)
      await expect.poll(() => tokenBalanceOf(USDC.address, to)).toBe(10_000_000n)
      await send(page, road, connected, 'USDT', '0.5', to)
      await expect.poll(() => tokenBalanceOf(USDT.address, to)).toBe(500_000n)

      const label = `road-${Date.now().toString(36)}`
      await openAccount(page)
      await chooseName(page)
      await widget(page).getByTestId('name-input').fill(label)
      await widget(page).getByTestId('name-submit').click()
      await approveIfAsked(page, road, connected)
      await expect(modal(page)).toHaveAttribute('data-view', 'RegisterAccountNameSuccess')
      expect(await reverseNames(address)).toContain(`${label}.reown.id`)
      await page.evaluate(() => window.porthole!.close())

      const message = `Signed on ${road.name}`
      await startRequest(page, 'sign', 'personal_sign', [toHex(message), address])
      await approveIfAsked(page, road, connected)
      const signed = await settle(page, 'sign')
      expect(signed).toHaveProperty('result')
      // Through the chain: an email, social or passkey account may be a smart account (ERC-1271, or ERC-6492 before deployment).
      expect(await anvilClient.verifyMessage({ address, message, signature: (signed as { result: Hex }).result })).toBe(true)
    } finally {
      await close?.()
    }
  })
}
