import { expect, test } from './support/test.js'
import { familyOutcome, familyRequest, startFamilyRequest } from './support/families.js'
import {
  BITCOIN_TEST_ACCOUNT,
  cosmosTestAccount,
  polkadotTestAddress,
  verifyBitcoinMessage,
  verifyCosmosArbitrary,
  verifyPolkadotMessage,
} from './support/family-wallets/keys.js'
import { startWcWallet } from './support/wc-wallet.js'
import { modal, openDemo, widget, pairingUri } from './support/widget.js'
import type { Page } from '@playwright/test'

/** Starts the dapp's first connect of a family, pairs the wallet by the QR code's URI, and gives the connect's outcome. */
async function connectOverWalletConnect(page: Page, wallet: Awaited<ReturnType<typeof startWcWallet>>, request: { namespace: string; method: string }) {
  await openDemo(page)
  await startFamilyRequest(page, 'connect', request)
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await widget(page).getByTestId('wallet-walletconnect').click()
  await wallet.pair(await pairingUri(page))
  return familyOutcome(page, 'connect')
}

/** The bip122 family over WalletConnect: Porthole proposes Bitcoin mainnet; a phone wallet approving it connects and signs. */
test('a WalletConnect wallet approving the bip122 namespace connects and signs a message the dapp verifies', async ({ page }) => {
  const wallet = await startWcWallet(undefined, { bitcoin: true })
  try {
    await openDemo(page)
    await startFamilyRequest(page, 'connect', { namespace: 'bip122', method: 'getAccountAddresses' })
    await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
    await widget(page).getByTestId('wallet-walletconnect').click()
    await wallet.pair(await pairingUri(page))
    const { address, publicKey } = BITCOIN_TEST_ACCOUNT
    expect(await familyOutcome(page, 'connect')).toEqual({ result: [{ address, publicKey, purpose: 'payment' }] })

    const message = 'Signed on the phone'
    const signed = await familyRequest(page, { namespace: 'bip122', method: 'signMessage', params: { account: address, message } })
    if (!('result' in signed)) throw new Error(`signMessage failed: ${JSON.stringify(signed)}`)
    expect(verifyBitcoinMessage(address, message, (signed.result as { signature: string }).signature)).toBe(true)
    expect(wallet.methods).toEqual(['getAccountAddresses', 'signMessage'])
  } finally {
    await wallet.close()
  }
})

test('a WalletConnect wallet approving the polkadot namespace connects and signs a message @polkadot/util-crypto verifies', async ({ page }) => {
  const wallet = await startWcWallet(undefined, { polkadot: true })
  try {
    const address = await polkadotTestAddress()
    expect(await connectOverWalletConnect(page, wallet, { namespace: 'polkadot', method: 'polkadot_requestAccounts' })).toEqual({ result: [{ address }] })
    const message = 'Signed on the phone'
    const signed = await familyRequest(page, { namespace: 'polkadot', method: 'polkadot_signMessage', params: { address, message } })
    if (!('result' in signed)) throw new Error(`polkadot_signMessage failed: ${JSON.stringify(signed)}`)
    const { signature } = signed.result as { signature: string }
    expect(await verifyPolkadotMessage(address, message, signature)).toBe(true)
    expect(await verifyPolkadotMessage(address, 'Something else', signature)).toBe(false)
    expect(wallet.methods).toEqual(['polkadot_signMessage'])
  } finally {
    await wallet.close()
  }
})

test('a WalletConnect wallet approving the cosmos namespace connects on Cosmos Hub and signs arbitrary data (ADR-036) through cosmos_signAmino', async ({
  page,
}) => {
  const wallet = await startWcWallet(undefined, { cosmos: true })
  try {
    const { address, pubkey } = await cosmosTestAccount()
    expect(await connectOverWalletConnect(page, wallet, { namespace: 'cosmos', method: 'cosmos_requestAccounts' })).toEqual({
      result: [{ address, algo: 'secp256k1', pubkey: Buffer.from(pubkey).toString('base64') }],
    })
    const data = 'Signed on the phone'
    const signed = await familyRequest(page, { namespace: 'cosmos', method: 'cosmos_signArbitrary', params: { signerAddress: address, data } })
    if (!('result' in signed)) throw new Error(`cosmos_signArbitrary failed: ${JSON.stringify(signed)}`)
    const signature = signed.result as { pub_key: { type: string; value: string }; signature: string }
    expect(await verifyCosmosArbitrary(address, data, signature)).toBe(true)
    expect(await verifyCosmosArbitrary(address, 'Something else', signature)).toBe(false)
    expect(wallet.methods).toEqual(['cosmos_getAccounts', 'cosmos_signAmino'])
  } finally {
    await wallet.close()
  }
})
