import type { Browser, Page } from '@playwright/test'
import { PasskeySafe, RecoveryModules, recoveryModuleAbi } from '@porthole/protocol'
import { getAddress, parseAbi, parseEther, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { approveInWindow, frameApproval } from './support/approval-window.js'
import { anvilClient, anvilTestClient } from './support/chains.js'
import { recordProviderEvents, settle, startRequest } from './support/dapp.js'
import { emailLogin, freshEmail, newestMailId, nextMail } from './support/email.js'
import {
  connectedAddress,
  makePasskeyInWindow,
  openConnect,
  passkeyWindowFromKeyboard,
  secureWithPasskey,
  windowWithPasskey,
  type VirtualCredential,
} from './support/passkey.js'
import { actedFor, fundEther, openAccount, result } from './support/smart-account.js'
import { expect, test } from './support/test.js'
import { widget } from './support/widget.js'

/**
 * Recovery of an email account secured with a passkey, when the visitor lost every passkey: a
 * recovery started through the account's email proposes a new passkey, which takes over only after
 * the worker's delay (3 days in the local stack), while the account's passkey can cancel it. These
 * specs move the local chain's clock on by days, so they run after every other spec (the
 * `chain-time` project in playwright.config.ts): a session key granted for an hour elsewhere would
 * otherwise expire under another spec.
 */

const SAFE = parseAbi(['function getOwners() view returns (address[])'])
const THREE_DAYS = 3 * 24 * 60 * 60
const module = RecoveryModules[3]

/** An email account whose smart account is funded and secured with a passkey in `page`'s browser. */
async function securedAccount(page: Page, label: string): Promise<{ email: string; smart: Address; credential: VirtualCredential }> {
  await openConnect(page)
  const email = freshEmail(label)
  await emailLogin(page, email)
  const smart = getAddress(await connectedAddress(page))
  await fundEther(smart)
  await page.evaluate(() => window.porthole!.close())
  await openAccount(page)
  const credential = await secureWithPasskey(page)
  await expect(widget(page).getByTestId('custody-smart-account')).toContainText('Only you can approve', { timeout: 60_000 })
  await page.evaluate(() => window.porthole!.close())
  return { email, smart, credential }
}

/** Another browser, signed in with the account's email only (no passkey of the account in it), on Account. */
async function signedInByEmail(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await openConnect(page)
  await emailLogin(page, email)
  await connectedAddress(page)
  await page.evaluate(() => window.porthole!.close())
  await openAccount(page)
  return page
}

/** Account's "Recover with a new passkey": the window says what the passkey is for, and makes it. */
async function startRecovery(page: Page): Promise<VirtualCredential> {
  return makePasskeyInWindow(await passkeyWindowFromKeyboard(page, 'recovery-start'), async (popup) => {
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Recover with a new passkey')
    await expect(popup.getByTestId('passkey-window')).toContainText('Owns your smart account once the recovery delay has passed')
  })
}

const recoveryOnChain = (smart: Address) =>
  anvilClient.readContract({ address: module, abi: recoveryModuleAbi, functionName: 'getRecoveryRequest', args: [smart] })
const owners = (smart: Address) => anvilClient.readContract({ address: smart, abi: SAFE, functionName: 'getOwners' })

async function passTheDelay(): Promise<void> {
  await anvilTestClient.increaseTime({ seconds: THREE_DAYS + 60 })
  await anvilTestClient.mine({ blocks: 1 })
}

test('a recovery started through email while the visitor still has the passkey is mailed, shown on every open and cancelled by the passkey; after the delay nothing has changed', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const { email, smart, credential } = await securedAccount(page, 'recover-hostile')
  const before = await newestMailId(email)

  // Whoever can read the account's mail (or the operator, who holds the guardian key) starts a recovery elsewhere.
  const other = await signedInByEmail(browser, email)
  await startRecovery(other)
  await expect(widget(other).getByTestId('recovery-under-way')).toContainText('A recovery is under way', { timeout: 60_000 })
  expect((await recoveryOnChain(smart)).newOwners).toHaveLength(1)
  const mail = await nextMail(email, before)
  expect(mail.subject).toBe('A recovery of your wallet has started')

  // The visitor's own browser shows it on its next open, whatever the view, and the passkey cancels it in the approval window.
  await openAccount(page)
  const banner = widget(page).getByTestId('recovery-under-way')
  await expect(banner).toContainText('Not you? Cancel it with your passkey.')
  await banner.getByTestId('recovery-cancel').click()
  await expect(frameApproval(page)).toBeVisible()
  const popup = await windowWithPasskey(page, credential)
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Cancel the recovery of this account')
  await expect(popup.getByTestId('approval-cancels-recovery')).toBeVisible()
  await approveInWindow(page, { popup })
  await expect.poll(async () => (await recoveryOnChain(smart)).executeAfter, { timeout: 60_000 }).toBe(0n)
  await page.evaluate(() => window.porthole!.close())
  await openAccount(page)
  await expect(widget(page).getByTestId('recovery-under-way')).toHaveCount(0)

  // Once the delay would have passed, the account is still the passkey's alone.
  await passTheDelay()
  expect(await owners(smart)).toEqual([PasskeySafe.sharedSigner])
  await other.evaluate(() => window.porthole!.close())
  await openAccount(other)
  await expect(widget(other).getByTestId('recovery-under-way')).toHaveCount(0)
  await expect(widget(other).getByTestId('recovery-start')).toBeVisible()
  await other.context().close()
})

test('a visitor who lost every passkey recovers through email: after the delay the new passkey owns the account and sends', async ({ page, browser }) => {
  test.setTimeout(300_000)
  // The passkey made here is then lost: nothing below uses it.
  const { email, smart } = await securedAccount(page, 'recover-genuine')

  const other = await signedInByEmail(browser, email)
  const fresh = await startRecovery(other)
  const banner = widget(other).getByTestId('recovery-under-way')
  await expect(banner).toContainText('You started it here.', { timeout: 60_000 })
  const [proposed] = (await recoveryOnChain(smart)).newOwners

  await passTheDelay()
  await banner.getByTestId('recovery-finish').click()
  await expect(widget(other).getByTestId('recovery-under-way')).toHaveCount(0, { timeout: 60_000 })
  expect(await owners(smart)).toEqual([proposed])
  await expect(widget(other).getByTestId('custody-smart-account')).toContainText('Only you can approve')
  await other.evaluate(() => window.porthole!.close())

  // The new passkey signs for the account in the approval window, and the send is mined.
  await recordProviderEvents(other)
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  await startRequest(other, 'send', 'eth_sendTransaction', [{ from: smart, to: recipient, value: toHex(parseEther('0.01')) }])
  await expect(frameApproval(other)).toBeVisible()
  await approveInWindow(other, { popup: await windowWithPasskey(other, fresh) })
  const hash = result<Hex>(await settle(other, 'send'))
  expect(actedFor(await anvilClient.getTransactionReceipt({ hash }), smart)).toBe(true)
  expect(await anvilClient.getBalance({ address: recipient })).toBe(parseEther('0.01'))
  await other.context().close()
})
