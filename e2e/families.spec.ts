import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { familyOutcome, familyRequest, startFamilyRequest, withFamilyTestWallets } from './support/families.js'
import { FAMILY_WALLETS } from './support/family-wallets/constants.js'
import {
  BITCOIN_TEST_ACCOUNT,
  cosmosTestAccount,
  polkadotTestAddress,
  psbtSignedByTestWallet,
  unsignedPsbt,
  verifyBitcoinMessage,
  verifyCosmosArbitrary,
  verifyPolkadotMessage,
} from './support/family-wallets/keys.js'
import { expectClosed, modal, openDemo, widget } from './support/widget.js'

/**
 * The partly supported families through the page's own wallets: a
 * dapp asks `porthole.request` for accounts, the modal opens Connect on that
 * family and offers the page's wallet of it, the visitor picks it, and the
 * dapp's signature checks out with the family's own library.
 */

async function openFamilyDapp(page: Page) {
  await withFamilyTestWallets(page)
  await openDemo(page)
}

/** The dapp's first accounts request opens Connect; the visitor picks the page's wallet `uuid`. */
async function connectThroughModal(page: Page, request: { namespace: string; method: string }, uuid: string) {
  await startFamilyRequest(page, 'connect', request)
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await widget(page).getByTestId(`wallet-${uuid}`).click()
  return familyOutcome(page, 'connect')
}

test('a page Bitcoin wallet connects with its payment address, signs a message (BIP-322) and a PSBT', async ({ page }) => {
  await openFamilyDapp(page)
  const { address, publicKey } = BITCOIN_TEST_ACCOUNT
  expect(await connectThroughModal(page, { namespace: 'bip122', method: 'getAccountAddresses' }, `bip122:${FAMILY_WALLETS.bitcoin}`)).toEqual({
    result: [{ address, publicKey, purpose: 'payment' }],
  })
  await expectClosed(page)

  const message = 'Signed by the Bitcoin test wallet'
  const signed = await familyRequest(page, { namespace: 'bip122', method: 'signMessage', params: { account: address, message } })
  if (!('result' in signed)) throw new Error(`signMessage failed: ${JSON.stringify(signed)}`)
  const { signature } = signed.result as { address: string; signature: string }
  expect(signed.result).toMatchObject({ address })
  expect(verifyBitcoinMessage(address, message, signature)).toBe(true)
  expect(verifyBitcoinMessage(address, 'Something else', signature)).toBe(false)

  const psbt = unsignedPsbt()
  const signedPsbt = await familyRequest(page, {
    namespace: 'bip122',
    method: 'signPsbt',
    params: { account: address, psbt, signInputs: [{ address, index: 0 }] },
  })
  if (!('result' in signedPsbt)) throw new Error(`signPsbt failed: ${JSON.stringify(signedPsbt)}`)
  expect(psbtSignedByTestWallet((signedPsbt.result as { psbt: string }).psbt)).toBe(true)

  // The standard has no transfer; a PSBT that is not one, or a method off the list, reaches no wallet.
  expect(
    await familyRequest(page, { namespace: 'bip122', method: 'sendTransfer', params: { account: address, recipientAddress: address, amount: '1000' } }),
  ).toEqual({
    error: expect.objectContaining({ code: 4200 }),
  })
  expect(await familyRequest(page, { namespace: 'bip122', method: 'signPsbt', params: { account: address, psbt: 'not base64!' } })).toEqual({
    error: { code: -32602, message: 'Invalid params for signPsbt' },
  })
  expect(await familyRequest(page, { namespace: 'bip122', method: 'signTransaction', params: {} })).toEqual({
    error: { code: 4200, message: 'Requested RPC call is not allowed' },
  })
  expect(await page.evaluate(() => window.familyTestWallets.requests())).toEqual([
    'bitcoin:connect payment,ordinals',
    `bitcoin:signMessage ${address}`,
    `bitcoin:signTransaction ${address}@0`,
  ])
})

test('a polkadot extension (injected-web3) connects and signs a message the dapp verifies with @polkadot/util-crypto', async ({ page }) => {
  await openFamilyDapp(page)
  const address = await polkadotTestAddress()
  expect(await connectThroughModal(page, { namespace: 'polkadot', method: 'polkadot_requestAccounts' }, `polkadot:${FAMILY_WALLETS.polkadot}`)).toEqual({
    result: [{ address, name: 'Test account' }],
  })
  const message = 'Signed by the polkadot test extension'
  const signed = await familyRequest(page, { namespace: 'polkadot', method: 'polkadot_signMessage', params: { address, message } })
  if (!('result' in signed)) throw new Error(`polkadot_signMessage failed: ${JSON.stringify(signed)}`)
  const { signature } = signed.result as { signature: string }
  expect(await verifyPolkadotMessage(address, message, signature)).toBe(true)
  expect(await verifyPolkadotMessage(address, 'Something else', signature)).toBe(false)
  // An address the extension did not grant reaches no signer.
  expect(
    await familyRequest(page, {
      namespace: 'polkadot',
      method: 'polkadot_signMessage',
      params: { address: '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3', message },
    }),
  ).toEqual({
    error: expect.objectContaining({ code: 4100 }),
  })
  expect(await page.evaluate(() => window.familyTestWallets.requests())).toEqual([
    `polkadot:enable ${new URL(page.url()).host}`,
    `polkadot:signRaw bytes ${address}`,
  ])
})

test('a Keplr-compatible wallet connects on Cosmos Hub and signs arbitrary data (ADR-036) the dapp verifies', async ({ page }) => {
  await openFamilyDapp(page)
  const { address, pubkey } = await cosmosTestAccount()
  expect(await connectThroughModal(page, { namespace: 'cosmos', method: 'cosmos_requestAccounts' }, 'cosmos:Keplr')).toEqual({
    result: [{ address, algo: 'secp256k1', pubkey: Buffer.from(pubkey).toString('base64') }],
  })
  const data = 'Signed by the cosmos test wallet'
  const signed = await familyRequest(page, { namespace: 'cosmos', method: 'cosmos_signArbitrary', params: { signerAddress: address, data } })
  if (!('result' in signed)) throw new Error(`cosmos_signArbitrary failed: ${JSON.stringify(signed)}`)
  const signature = signed.result as { pub_key: { type: string; value: string }; signature: string }
  expect(await verifyCosmosArbitrary(address, data, signature)).toBe(true)
  expect(await verifyCosmosArbitrary(address, 'Something else', signature)).toBe(false)
  expect(await familyRequest(page, { namespace: 'cosmos', method: 'cosmos_getAccounts' })).toEqual({
    result: [{ address, algo: 'secp256k1', pubkey: signature.pub_key.value }],
  })
  expect(await page.evaluate(() => window.familyTestWallets.requests())).toEqual(['keplr:enable cosmoshub-4', `keplr:signArbitrary cosmoshub-4 ${address}`])
})
