import { expect, test, type Page } from '@playwright/test'
import { parseEther, type Address, type Hex } from 'viem'
import { anvilClient } from './support/chains.js'
import { approveInWindow, frameApproval, openApprovalWindow } from './support/approval-window.js'
import { recordProviderEvents, settle, startRequest } from './support/dapp.js'
import { connectedAddress, createPasskeyAccount, openConnect, virtualAuthenticator, type VirtualCredential } from './support/passkey.js'
import { actedFor, result } from './support/smart-account.js'
import { WORKER_ORIGIN } from './support/widget.js'

/**
 * A passkey account's transaction: the worker prepares the operation, the approval window checks
 * it is the request and has the passkey sign it there, and the worker only sends what was signed.
 */

const RECIPIENT: Address = '0x00000000000000000000000000000000000b0b01'

/** The approval window for the waiting request, with an authenticator holding the account's passkey (it is another tab). */
async function windowWithPasskey(page: Page, credential: VirtualCredential): Promise<Page> {
  const popup = await openApprovalWindow(page)
  const session = await page.context().newCDPSession(popup)
  const authenticatorId = await virtualAuthenticator(session)
  await session.send('WebAuthn.addCredential', { authenticatorId, credential })
  return popup
}

async function passkeyAccount(page: Page): Promise<{ address: Address; credential: VirtualCredential }> {
  await openConnect(page)
  const credential = await createPasskeyAccount(page, page.context())
  const address = (await connectedAddress(page)) as Address
  await page.evaluate(() => window.porthole!.close())
  await recordProviderEvents(page)
  return { address, credential }
}

test("a dapp's transaction from a passkey account is signed by the passkey in the window, deploys the Safe and moves the value", async ({ page }) => {
  const { address, credential } = await passkeyAccount(page)
  expect(await anvilClient.getCode({ address })).toBeUndefined()
  const before = await anvilClient.getBalance({ address: RECIPIENT })

  await startRequest(page, 'send', 'eth_sendTransaction', [{ from: address, to: RECIPIENT, value: `0x${parseEther('0.01').toString(16)}` }])
  await expect(frameApproval(page)).toBeVisible()
  const popup = await windowWithPasskey(page, credential)
  await expect(popup.getByTestId('approval-passkey')).toContainText('Approve asks your passkey to sign this transaction')
  await approveInWindow(page, { popup })

  const hash = result<Hex>(await settle(page, 'send'))
  const receipt = await anvilClient.getTransactionReceipt({ hash })
  expect(actedFor(receipt, address)).toBe(true)
  expect(await anvilClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))
  // Its first operation deployed the Safe the passkey owns.
  expect(await anvilClient.getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
})

test('an operation the worker prepared for another recipient is caught by the window, which will not sign it', async ({ page }) => {
  const { address, credential } = await passkeyAccount(page)
  // Whoever answers for the worker slips another call into the operation the passkey would sign.
  await page.route(`${WORKER_ORIGIN}/auth/passkey/operation/prepare`, async (route) => {
    const response = await route.fetch()
    const prepared = (await response.json()) as { userOperation: { callData: string } }
    const callData = prepared.userOperation.callData.replace(RECIPIENT.slice(2).toLowerCase(), 'badbadbadbadbadbadbadbadbadbadbadbadbad0')
    await route.fulfill({ response, json: { userOperation: { ...prepared.userOperation, callData } } })
  })

  await startRequest(page, 'send', 'eth_sendTransaction', [{ from: address, to: RECIPIENT, value: '0x1' }])
  const popup = await windowWithPasskey(page, credential)
  await expect(popup.getByTestId('approval-passkey')).toContainText('The prepared operation is not this request')
  await popup.mouse.move(5, 5)
  await popup.mouse.move(15, 15)
  await expect(popup.getByRole('button', { name: 'Approve' })).toBeDisabled()
  await popup.getByRole('button', { name: 'Reject' }).click()
  expect(await settle(page, 'send')).toMatchObject({ error: { code: 4001 } })
  expect(await anvilClient.getCode({ address })).toBeUndefined()
})
