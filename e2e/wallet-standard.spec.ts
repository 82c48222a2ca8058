import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { generateKeyPairSigner } from '@solana/kit'
import { SOLANA_TEST_WALLET } from './support/solana-test-wallet/constants.js'
import { solanaRpc, transferTransaction, verifySolanaSignature, withSolanaTestWallet, withWalletStandardDapp } from './support/solana.js'
import type {} from './support/wallet-standard-dapp.js'

/** The demo page (it has the snippet) with the Solana test wallet and a dapp that only knows the Wallet Standard. */
async function openWalletStandardDapp(page: Page) {
  await withSolanaTestWallet(page)
  await withWalletStandardDapp(page)
  await page.goto('/')
}

const PORTHOLE_FEATURES = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
  'solana:signIn',
]

test('a dapp that finds wallets only through the Wallet Standard sees Porthole and the page’s own test wallet', async ({ page }) => {
  await openWalletStandardDapp(page)
  await expect
    .poll(() => page.evaluate(() => window.walletStandardDapp.wallets()))
    .toEqual(
      expect.arrayContaining([
        { name: 'Porthole', chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'], features: PORTHOLE_FEATURES },
        expect.objectContaining({ name: SOLANA_TEST_WALLET.name }),
      ]),
    )
})

test('the Solana test wallet signs with its own key and sends through the local cluster', async ({ page }) => {
  await openWalletStandardDapp(page)
  expect(await page.evaluate((name) => window.walletStandardDapp.connect(name), SOLANA_TEST_WALLET.name)).toEqual([SOLANA_TEST_WALLET.address])

  const text = 'Signed by the test wallet'
  const signed = await page.evaluate((t) => window.walletStandardDapp.signMessage(t), text)
  expect(verifySolanaSignature(SOLANA_TEST_WALLET.address, new TextEncoder().encode(text), signed.signature)).toBe(true)

  const { address: receiver } = await generateKeyPairSigner()
  const transaction = await transferTransaction(SOLANA_TEST_WALLET.address, receiver, 500_000_000n)
  const signature = await page.evaluate((tx) => window.walletStandardDapp.signAndSendTransaction(tx), transaction)
  await expect.poll(async () => (await solanaRpc.getSignatureStatuses([signature as never]).send()).value[0]?.confirmationStatus).toBeTruthy()
  expect((await solanaRpc.getBalance(receiver).send()).value).toBe(500_000_000n)
  expect(await page.evaluate(() => window.solanaTestWallet.requests())).toEqual(['standard:connect', 'solana:signMessage', 'solana:signAndSendTransaction'])
})
