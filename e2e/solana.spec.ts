import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { generateKeyPairSigner, getBase64Encoder, getTransactionDecoder, type Address } from '@solana/kit'
import { SOLANA_USDC } from '../devnet/src/solana/accounts.js'
import { chooseToken, tokenRow } from './support/account.js'
import { connectTestWallet, openDapp } from './support/dapp.js'
import { emailLogin, freshEmail } from './support/email.js'
import { completeSocialLogin, startSocialLogin } from './support/social.js'
import { SOLANA_TEST_WALLET } from './support/solana-test-wallet/constants.js'
import {
  airdrop,
  fundUsdc,
  solanaRpc,
  splTransferTransaction,
  transferTransaction,
  usdcBalance,
  verifySolanaSignature,
  withSolanaTestWallet,
  withWalletStandardDapp,
} from './support/solana.js'
import { startWcWallet } from './support/wc-wallet.js'
import { modal, widget, pairingUri } from './support/widget.js'
import type {} from './support/wallet-standard-dapp.js'
import { approveInWindow, openApprovalWindow } from './support/approval-window.js'

/**
 * Solana on every road: a dapp that knows wallets only through the Wallet
 * Standard picks 'Porthole', the visitor connects in the modal (the page's own
 * Solana wallet, an email account, a WalletConnect wallet), and the dapp's
 * signMessage and signAndSendTransaction are checked against the key and the
 * local cluster.
 */

declare global {
  interface Window {
    /** The dapp's `connect('Porthole')`, started before the visitor answers in the modal. */
    portholeConnect?: Promise<string[]>
  }
}

/** `label`: the seeded keypair the page's test wallet signs as (account-1 unless given). */
async function openSolanaDapp(page: Page, label?: string): Promise<void> {
  await withSolanaTestWallet(page, label ? { label } : {})
  await withWalletStandardDapp(page)
  await page.goto('/')
}

/** The dapp asks Porthole for accounts; the modal opens on Connect for the Solana family. */
async function startConnect(page: Page): Promise<void> {
  await page.evaluate(() => void (window.portholeConnect = window.walletStandardDapp.connect('Porthole')))
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
}
const connectedAccounts = (page: Page) => page.evaluate(() => window.portholeConnect!)

async function approve(page: Page): Promise<void> {
  const approval = widget(page).getByTestId('approve-transaction')
  await expect(approval).toBeVisible()
  await approveInWindow(page)
}

async function expectSignedBy(page: Page, address: string, text: string, approves: boolean): Promise<void> {
  const signed = page.evaluate((t) => window.walletStandardDapp.signMessage(t), text)
  if (approves) await approve(page)
  const { signature } = await signed
  expect(verifySolanaSignature(address, new TextEncoder().encode(text), signature)).toBe(true)
}

/** `names`: what the embedded wallet's approval calls each instruction, in order. */
async function sendAndConfirm(page: Page, transaction: string, approves: boolean, names: string[] = []): Promise<void> {
  const sent = page.evaluate((tx) => window.walletStandardDapp.signAndSendTransaction(tx), transaction)
  if (approves) {
    for (const [i, name] of names.entries()) await expect(widget(page).getByTestId('approve-actions').locator('li').nth(i)).toContainText(name)
    await approve(page)
  }
  const signature = await sent
  await expect
    .poll(async () => (await solanaRpc.getSignatureStatuses([signature as never]).send()).value[0]?.confirmationStatus, { timeout: 20_000 })
    .toMatch(/confirmed|finalized/)
}

test('an email account signs a message and sends SOL and a USDC-like token (creating the receiver’s token account)', async ({ page }) => {
  await openSolanaDapp(page)
  await startConnect(page)
  await emailLogin(page, freshEmail('solana'))
  const [address] = await connectedAccounts(page)
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await expectSignedBy(page, address!, 'Signed by the email account', true)

  // The local stack gave the new account 100 SOL.
  await expect.poll(async () => (await solanaRpc.getBalance(address as never).send()).value).toBe(100_000_000_000n)
  const { address: receiver } = await generateKeyPairSigner()
  await sendAndConfirm(page, await transferTransaction(address!, receiver, 500_000_000n), true, [
    `Send SOL · From: ${address} · To: ${receiver} · Amount: 0.5 SOL`,
  ])
  expect((await solanaRpc.getBalance(receiver).send()).value).toBe(500_000_000n)

  // Only signed, a transaction is simulated too (with the latest blockhash, as it may be sent later): one that
  // would fail, here more SOL than the account holds (the System program's 0x1), shows the failure as a danger to confirm a second time.
  const tooMuch = await transferTransaction(address!, receiver, 1_000_000_000_000n)
  const signing = page.evaluate((tx) => window.walletStandardDapp.signTransaction(tx), tooMuch)
  await expect(widget(page).getByTestId('approve-transaction')).toBeVisible()
  const popup = await openApprovalWindow(page)
  await expect(popup.getByTestId('approve-simulation-error')).toContainText('custom program error: 0x1')
  await expect(popup.getByRole('button', { name: 'Approve' })).toBeDisabled()
  await approveInWindow(page, { popup, confirmDanger: true })
  const signed = getTransactionDecoder().decode(getBase64Encoder().encode(await signing))
  expect(signed.signatures[address as Address]).toBeTruthy()

  await fundUsdc(address!, 10_000_000n)
  const { address: tokenReceiver } = await generateKeyPairSigner()
  await sendAndConfirm(page, await splTransferTransaction(address!, tokenReceiver, 2_500_000n), true, ['Create a token account', 'Send tokens'])
  expect(await usdcBalance(tokenReceiver)).toBe(2_500_000n)
  expect(await usdcBalance(address!)).toBe(7_500_000n)
  expect(SOLANA_USDC.decimals).toBe(6)
})

test('the page’s own Solana wallet is offered in the modal, connects, signs and sends through Porthole', async ({ page }) => {
  await openSolanaDapp(page)
  await startConnect(page)
  await widget(page).getByTestId(`wallet-wallet-standard:${SOLANA_TEST_WALLET.name}`).click()
  expect(await connectedAccounts(page)).toEqual([SOLANA_TEST_WALLET.address])
  await expectSignedBy(page, SOLANA_TEST_WALLET.address, 'Signed through Porthole', false)
  const { address: receiver } = await generateKeyPairSigner()
  await sendAndConfirm(page, await transferTransaction(SOLANA_TEST_WALLET.address, receiver, 500_000_000n), false)
  expect((await solanaRpc.getBalance(receiver).send()).value).toBe(500_000_000n)
  // Porthole asked that exact wallet, and only what the dapp asked for.
  expect(await page.evaluate(() => window.solanaTestWallet.requests())).toEqual(['standard:connect', 'solana:signMessage', 'solana:signAndSendTransaction'])
})

test('a WalletConnect wallet approving the solana namespace signs a message the dapp verifies', async ({ page }) => {
  const wallet = await startWcWallet()
  try {
    await openSolanaDapp(page)
    await startConnect(page)
    await widget(page).getByTestId('wallet-walletconnect').click()
    await wallet.pair(await pairingUri(page))
    expect(await connectedAccounts(page)).toEqual([wallet.solanaAddress])
    await expectSignedBy(page, wallet.solanaAddress, 'Signed on the phone', false)
    expect(wallet.methods).toEqual(['solana_signMessage'])
  } finally {
    await wallet.close()
  }
})

test('an EVM-connected visitor picking Solana Devnet sees SwitchActiveChain, then has both accounts', async ({ page }) => {
  await withSolanaTestWallet(page)
  await openDapp(page)
  await connectTestWallet(page)
  await page.evaluate(() => window.porthole!.open())
  await widget(page).getByTestId('account-network').click()
  await widget(page).getByTestId('network-solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'SwitchActiveChain')
  await expect(widget(page).getByTestId('switch-active-chain')).toContainText('Solana Devnet needs a Solana account')
  await widget(page).getByTestId('switch-active-chain-connect').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await widget(page).getByTestId(`wallet-wallet-standard:${SOLANA_TEST_WALLET.name}`).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(widget(page).getByTestId('account-family-eip155')).toBeVisible()
  await expect(widget(page).getByTestId('account-family-solana')).toContainText('Solana Devnet')
  await expect(widget(page).getByTestId('account-address')).toHaveAttribute('title', SOLANA_TEST_WALLET.address)
})

test('bad Solana requests get the messages and reach no wallet', async ({ page }) => {
  await openSolanaDapp(page)
  await startConnect(page)
  await widget(page).getByTestId(`wallet-wallet-standard:${SOLANA_TEST_WALLET.name}`).click()
  await connectedAccounts(page)
  const outcome = (request: { method: string; params: unknown }) =>
    page.evaluate(
      (args) =>
        window.porthole!.provider.request(args).then(
          () => 'accepted',
          (e: { code: number; message: string }) => `${e.code} ${e.message}`,
        ),
      request,
    )
  expect(await outcome({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: SOLANA_TEST_WALLET.address.slice(0, 31) } })).toBe(
    '-32602 Invalid Solana address: base58, 32 to 44 characters',
  )
  expect(await outcome({ method: 'solana_signMessage', params: { message: '', pubkey: SOLANA_TEST_WALLET.address } })).toBe(
    '-32602 Invalid params: sign-message needs message and pubkey',
  )
  expect(await outcome({ method: 'solana_signTransaction', params: { transaction: 'AAAAAAAA' } })).toBe(
    '-32602 Invalid params: the transaction does not decode',
  )
  expect(await outcome({ method: 'solana_signAllTransactions', params: {} })).toBe('-32602 Invalid params: multi-sign needs a transactions list')
  expect(await page.evaluate(() => window.solanaTestWallet.requests())).toEqual(['standard:connect'])
})

/** Send from Account on the Solana family: token, amount and receiver typed in, then back on Account once sent. */
async function sendFromAccount(page: Page, symbol: string, amount: string, to: string, approves: boolean): Promise<void> {
  await widget(page).getByTestId('open-send').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
  await chooseToken(page, symbol)
  await widget(page).getByTestId('send-amount').fill(amount)
  await widget(page).getByTestId('send-receiver').fill(to)
  await widget(page).getByTestId('send-submit').click()
  if (approves) await approve(page)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

type SolanaRoad = {
  name: string
  /** The embedded wallet asks the visitor in ApproveTransaction before it signs. */
  approves: boolean
  /** From Connect (opened by the dapp's connect): the visitor's choice on this road. */
  connect(page: Page): Promise<{ close?: () => Promise<void> }>
}

const accountRoads: SolanaRoad[] = [
  {
    name: 'an email account',
    approves: true,
    connect: async (page) => (await emailLogin(page, freshEmail('solana-account')), {}),
  },
  {
    name: 'a social account',
    approves: true,
    // Discord/bob: an identity no other spec signs in as, so no two specs log the same account in at once.
    connect: async (page) => (await completeSocialLogin(await startSocialLogin(page, 'Discord'), 'bob'), {}),
  },
  {
    name: 'the page’s own Solana wallet',
    approves: false,
    connect: async (page) => (await widget(page).getByTestId(`wallet-wallet-standard:${SOLANA_TEST_WALLET.name}`).click(), {}),
  },
  {
    name: 'a WalletConnect wallet',
    approves: false,
    async connect(page) {
      const wallet = await startWcWallet()
      await widget(page).getByTestId('wallet-walletconnect').click()
      await wallet.pair(await pairingUri(page))
      return { close: wallet.close }
    },
  },
]

for (const road of accountRoads) {
  test(`Account on Solana with ${road.name}: SOL and USDC-like balances, Send of both, Receive`, async ({ page }) => {
    test.setTimeout(120_000)
    // account-2: no other spec sends from it, so its balance holds still while this one reads it.
    await openSolanaDapp(page, 'account-2')
    await startConnect(page)
    const { close } = await road.connect(page)
    try {
      const [address] = await connectedAccounts(page)
      // A social identity keeps its account across runs on a kept local D1, while the cluster starts afresh.
      if ((await solanaRpc.getBalance(address as never).send()).value < 1_000_000_000n) await airdrop(address!, 10_000_000_000n)
      await fundUsdc(address!, 3_000_000n)
      const sol = (await solanaRpc.getBalance(address as never).send()).value

      await page.evaluate(() => window.porthole!.open())
      await expect(modal(page)).toHaveAttribute('data-view', 'Account')
      await expect(widget(page).getByTestId('account-network')).toHaveText('Solana Local')
      await expect(widget(page).getByTestId('account-address')).toHaveAttribute('title', address!)
      await expect(widget(page).getByTestId('account-balance')).toHaveText(`${(Number(sol / 1_000_000n) / 1000).toFixed(3)} SOL`)
      await expect(tokenRow(page, 'USDC')).toBeVisible()

      const { address: receiver } = await generateKeyPairSigner()
      await sendFromAccount(page, 'SOL', '0.25', receiver, road.approves)
      await expect.poll(async () => (await solanaRpc.getBalance(receiver).send()).value, { timeout: 20_000 }).toBe(250_000_000n)
      await sendFromAccount(page, 'USDC', '1.5', receiver, road.approves)
      await expect.poll(() => usdcBalance(receiver), { timeout: 20_000 }).toBe(1_500_000n)

      await widget(page).getByTestId('open-receive').click()
      await expect(modal(page)).toHaveAttribute('data-view', 'WalletReceive')
      await expect(widget(page).getByTestId('receive-address')).toHaveText(address!)
    } finally {
      await close?.()
    }
  })
}
