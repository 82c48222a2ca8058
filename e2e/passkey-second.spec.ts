import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { parseAbi, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { SAFE_PASSKEY } from '../devnet/src/seed/addresses.js'
import { approveInWindow } from './support/approval-window.js'
import { anvilClient } from './support/chains.js'
import { recordProviderEvents, settle, startRequest } from './support/dapp.js'
import {
  connectedAddress,
  createPasskeyAccount,
  frameAuthenticator,
  makePasskeyInWindow,
  openConnect,
  passkeyWindowFromKeyboard,
  windowWithPasskey,
  type VirtualCredential,
} from './support/passkey.js'
import { actedFor, fundEther, result } from './support/smart-account.js'
import { modal, widget } from './support/widget.js'

/**
 * A second passkey: made in the passkey window from Account, added as an owner of the Safe by an
 * operation the first passkey approves in the approval window, then signing alone (a send) and
 * signing in alone from another browser to the same account.
 */

const SAFE = parseAbi(['function getOwners() view returns (address[])', 'function getThreshold() view returns (uint256)'])

/**
 * Account's "Add a second passkey", pressed from the keyboard: the window makes the new passkey with
 * its own authenticator. The frame loads the flow's code after the click has opened the window; here
 * that code is held until the window is up and waiting, as a loaded machine can make it, and the
 * window must still get its request.
 */
async function addSecondPasskey(page: Page): Promise<VirtualCredential> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = false
  await page.context().route(/\/assets\/frame-passkey-add-[\w-]+\.js$/, async (route) => {
    held = true
    await released
    await route.continue()
  })
  const opened = await passkeyWindowFromKeyboard(page, 'add-passkey')
  await expect(opened.getByText('Loading the request…')).toBeVisible()
  expect(held).toBe(true)
  await opened.waitForTimeout(500)
  release()
  return makePasskeyInWindow(opened, async (popup) => {
    // The window says what the passkey is for: another owner of this account, not a new account.
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Add a second passkey')
    await expect(popup.getByTestId('passkey-window')).toContainText('A second owner of your account, signing alone')
  })
}

test('a passkey account adds a second passkey, which alone approves a send and signs in from another browser to the same account', async ({
  page,
  browser,
}) => {
  await openConnect(page)
  const first = await createPasskeyAccount(page)
  const address = (await connectedAddress(page)) as Address
  await fundEther(address)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')

  const second = await addSecondPasskey(page)
  expect(second.credentialId).not.toBe(first.credentialId)
  // Adding it is an operation the first passkey approves, shown as adding an owner.
  const adding = await windowWithPasskey(page, first)
  await expect(adding.getByRole('heading', { level: 1 })).toHaveText('Add a second passkey')
  await expect(adding.getByTestId('approval-adds-owner')).toContainText('as an owner signing alone (threshold 1)')
  await expect(adding.getByTestId('approval-passkey')).toContainText('Approve asks your passkey to sign this request')
  await approveInWindow(page, { popup: adding })
  await expect(widget(page).getByTestId('add-passkey-status')).toHaveText('Second passkey added.')

  const owners = await anvilClient.readContract({ address, abi: SAFE, functionName: 'getOwners' })
  expect(owners).toHaveLength(2)
  expect(owners).toContain(SAFE_PASSKEY.sharedSigner)
  expect(await anvilClient.readContract({ address, abi: SAFE, functionName: 'getThreshold' })).toBe(1n)

  // A send approved with the second passkey alone (the window's authenticator holds only it).
  await page.evaluate(() => window.porthole!.close())
  await recordProviderEvents(page)
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  await startRequest(page, 'send', 'eth_sendTransaction', [{ from: address, to: recipient, value: `0x${parseEther('0.01').toString(16)}` }])
  await approveInWindow(page, { popup: await windowWithPasskey(page, second) })
  const hash = result<Hex>(await settle(page, 'send'))
  const receipt = await anvilClient.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(actedFor(receipt, address)).toBe(true)
  expect(await anvilClient.getBalance({ address: recipient })).toBe(parseEther('0.01'))

  // Another browser holding only the second passkey signs in to the same account.
  const other = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.PORTHOLE_DEMO_PORT ?? '5173'}` })
  const elsewhere = await other.newPage()
  await openConnect(elsewhere)
  await frameAuthenticator(elsewhere, second)
  await widget(elsewhere).getByTestId('passkey-sign-in').click()
  expect(await connectedAddress(elsewhere)).toBe(address)
  await other.close()
})
