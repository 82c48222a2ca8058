import { expect, test } from './support/test.js'
import * as P256 from 'ox/P256'
import * as PublicKey from 'ox/PublicKey'
import { connectedAddress, createPasskeyAccount, embeddedInfo, frameAuthenticator, openConnect } from './support/passkey.js'
import { modal, widget, WORKER_ORIGIN } from './support/widget.js'

/**
 * Passkey accounts: created in the first-party window, signed in to in the frame, each with
 * Chromium's virtual authenticator (DevTools' WebAuthn domain; one per tab, so the window has its
 * own, and another browser gets the same credential through `WebAuthn.addCredential`).
 */

test('a passkey account is created in the window, lands on its own Safe, and the same passkey signs in to it from another browser', async ({
  page,
  browser,
}) => {
  await openConnect(page)
  const credential = await createPasskeyAccount(page)
  const address = await connectedAddress(page)
  expect(await embeddedInfo(page)).toMatchObject({ authProvider: 'passkey', accountType: 'smartAccount' })
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })
  // The account is its Safe: Account offers no key of its own to switch to.
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByTestId('account-type')).toHaveAttribute('data-account-type', 'smartAccount')
  await expect(modal(page).getByTestId('switch-account-type')).toHaveCount(0)
  // Solana has no passkey account: picking a Solana network asks for another connection.
  await widget(page).getByTestId('account-network').click()
  await widget(page).getByTestId('network-solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'SwitchActiveChain')
  await expect(widget(page).getByTestId('switch-active-chain')).toContainText('Solana Devnet needs a Solana account')

  // A request the passkey does not sign (EIP-2255's permissions) is refused at once, before any approval shows.
  const refused = await page.evaluate(() =>
    window.porthole!.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }).then(
      () => null,
      (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
    ),
  )
  expect(refused).toEqual({ code: 4200, message: 'This passkey account cannot sign requests here yet. Nothing was signed.' })

  // Another browser, the same passkey (synced): it signs in to the same account.
  const other = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.PORTHOLE_DEMO_PORT ?? '5173'}` })
  const second = await other.newPage()
  await openConnect(second)
  await frameAuthenticator(second, credential)
  await widget(second).getByTestId('passkey-sign-in').click()
  expect(await connectedAddress(second)).toBe(address)
  expect(await embeddedInfo(second)).toMatchObject({ authProvider: 'passkey', accountType: 'smartAccount' })
  await other.close()
})

test('a sign-in whose answer names another public key is refused before any address shows', async ({ page, browser }) => {
  await openConnect(page)
  const credential = await createPasskeyAccount(page)
  await connectedAddress(page)

  const other = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.PORTHOLE_DEMO_PORT ?? '5173'}` })
  const second = await other.newPage()
  // The worker (or whoever answers for it) swaps the key for one it holds.
  const swapped = PublicKey.toHex(P256.getPublicKey({ privateKey: P256.randomPrivateKey() }))
  await second.route(`${WORKER_ORIGIN}/auth/passkey/sign-in`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...((await response.json()) as object), publicKey: swapped } })
  })
  await openConnect(second)
  await frameAuthenticator(second, credential)
  await widget(second).getByTestId('passkey-sign-in').click()
  await expect(widget(second).getByTestId('passkey-status')).toContainText('not your passkey')
  expect(await second.evaluate(() => window.porthole!.getAccount().isConnected)).toBe(false)
  await other.close()
})

test('closing the passkey window cancels, and Connect says so', async ({ page }) => {
  await openConnect(page)
  const opened = page.waitForEvent('popup')
  await widget(page).getByTestId('passkey-create').click()
  const popup = await opened
  await expect(popup.getByTestId('passkey-window')).toBeVisible()
  // Escape cancels and the window closes itself at once (a whole key press would outlive it). The close can also
  // beat the key's own acknowledgement: then Playwright reports the page closed, which is what is expected here.
  const closed = popup.waitForEvent('close')
  await popup.keyboard.down('Escape').catch((error: unknown) => {
    if (!popup.isClosed()) throw error
  })
  await closed
  await expect(widget(page).getByTestId('passkey-status')).toContainText('cancelled')
  expect(await page.evaluate(() => window.porthole!.getAccount().isConnected)).toBe(false)
})
