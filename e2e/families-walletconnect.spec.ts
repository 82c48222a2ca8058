import { expect, test } from '@playwright/test'
import { familyOutcome, familyRequest, startFamilyRequest } from './support/families.js'
import { BITCOIN_TEST_ACCOUNT, verifyBitcoinMessage } from './support/family-wallets/keys.js'
import { startWcWallet } from './support/wc-wallet.js'
import { modal, openDemo, widget } from './support/widget.js'

/** The bip122 family over WalletConnect: Porthole proposes Bitcoin mainnet; a phone wallet approving it connects and signs. */
test('a WalletConnect wallet approving the bip122 namespace connects and signs a message the dapp verifies', async ({ page }) => {
  const wallet = await startWcWallet(undefined, { bitcoin: true })
  try {
    await openDemo(page)
    await startFamilyRequest(page, 'connect', { namespace: 'bip122', method: 'getAccountAddresses' })
    await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
    await widget(page).getByTestId('wallet-walletconnect').click()
    const qr = widget(page).getByTestId('wc-qr')
    await expect(qr).toHaveAttribute('data-uri', /^wc:/)
    await wallet.pair((await qr.getAttribute('data-uri'))!)
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
