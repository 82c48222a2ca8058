import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { getAddress, http, parseAbi, parseEther, toHex, type Address, type Hex } from 'viem'
import { createBundlerClient, entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { approveInWindow, frameApproval } from './support/approval-window.js'
import { anvilClient } from './support/chains.js'
import { recordProviderEvents, settle, startRequest } from './support/dapp.js'
import { embeddedPrivateKey, emailLogin, freshEmail } from './support/email.js'
import { connectedAddress, openConnect, secureWithPasskey, windowWithPasskey, workerFrame } from './support/passkey.js'
import { actedFor, fundEther, openAccount, result, switchToEoa } from './support/smart-account.js'
import { widget, WORKER_ORIGIN } from './support/widget.js'

/**
 * "Secure with a passkey": an email account's smart account is handed to a passkey made in the
 * first-party window, after which only that passkey signs for it (in the approval window) and the
 * worker refuses to; the account's own address and its Solana account stay the worker's.
 */

const SAFE = parseAbi(['function getOwners() view returns (address[])'])
const freshRecipient = (): Address => privateKeyToAccount(generatePrivateKey()).address
/** The local stack's bundler of chain 31337. */
const BUNDLER_URL = `http://127.0.0.1:${process.env.PORTHOLE_BUNDLER_PORT ?? '4337'}`

/** The worker's signing route called as the frame calls it: with the headers (session token, scope) of the frame's own last auth call. */
function signAsWorker(page: Page, headers: Record<string, string>, accountType: 'eoa' | 'smartAccount', from: Address) {
  return workerFrame(page).evaluate(
    async ({ headers, accountType, from }) => {
      const response = await fetch('/auth/wallet/request', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ chainId: 31337, method: 'personal_sign', params: ['0x68656c6c6f', from], accountType }),
      })
      return { status: response.status, body: (await response.json()) as { code?: number } }
    },
    { headers, accountType, from },
  )
}

/** The session token and scope headers the frame sends to the worker, from its next auth call. */
async function frameAuthHeaders(page: Page, path: string): Promise<Record<string, string>> {
  const sent = await page.waitForRequest((request) => request.url() === `${WORKER_ORIGIN}${path}`)
  const headers = await sent.allHeaders()
  const names = ['authorization', 'x-porthole-project', 'x-porthole-origin']
  return Object.fromEntries(names.map((name) => [name, headers[name]!]))
}

test('an email account secures its smart account with a passkey: only the passkey signs for it, the worker refuses, and its own address stays custodial', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await openConnect(page)
  const email = freshEmail('secure')
  await emailLogin(page, email)
  const smart = getAddress(await connectedAddress(page))
  await fundEther(smart)
  await page.evaluate(() => window.porthole!.close())
  await openAccount(page)
  await expect(widget(page).getByTestId('account-type')).toHaveText('Smart account')

  const credential = await secureWithPasskey(page)
  const operator = `Held by ${new URL(WORKER_ORIGIN).host}`
  await expect(widget(page).getByTestId('custody-smart-account')).toContainText('Only you can approve', { timeout: 60_000 })
  await expect(widget(page).getByTestId('custody-smart-account').locator('[title]')).toHaveAttribute('title', smart)
  await expect(widget(page).getByTestId('custody-eoa')).toContainText(operator)
  await expect(widget(page).getByTestId('custody-solana')).toContainText(operator)
  await expect(widget(page).getByTestId('secure-with-passkey')).toHaveCount(0)
  const eoa = getAddress((await widget(page).getByTestId('custody-eoa').locator('[title]').getAttribute('title'))!)
  // On the chain the worker's key no longer owns the Safe.
  const owners = await anvilClient.readContract({ address: smart, abi: SAFE, functionName: 'getOwners' })
  expect(owners).toHaveLength(1)
  expect(owners[0]).not.toBe(eoa)
  await page.evaluate(() => window.porthole!.close())

  // A send from the smart account is approved with the passkey in the approval window, and mined.
  await recordProviderEvents(page)
  const recipient = freshRecipient()
  const authHeaders = frameAuthHeaders(page, '/auth/passkey/operation/prepare')
  await startRequest(page, 'send', 'eth_sendTransaction', [{ from: smart, to: recipient, value: toHex(parseEther('0.01')) }])
  const headers = await authHeaders
  expect(headers.authorization).toMatch(/^Bearer /)
  await expect(frameApproval(page)).toBeVisible()
  const popup = await windowWithPasskey(page, credential)
  await expect(popup.getByTestId('approval-passkey')).toContainText('Approve asks your passkey to sign this request')
  await approveInWindow(page, { popup })
  const hash = result<Hex>(await settle(page, 'send'))
  expect(actedFor(await anvilClient.getTransactionReceipt({ hash }), smart)).toBe(true)
  expect(await anvilClient.getBalance({ address: recipient })).toBe(parseEther('0.01'))

  // The worker will not sign for the smart account, even with the live session the frame holds.
  expect(await signAsWorker(page, headers, 'smartAccount', smart)).toEqual({ status: 403, body: expect.objectContaining({ code: 4100 }) })
  // And an operation signed with the account's old key, which the operator still holds, is refused by the account itself.
  const oldKey = privateKeyToAccount(await embeddedPrivateKey(eoa))
  const asOldKey = await toSafeSmartAccount({
    client: anvilClient,
    owners: [oldKey],
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    address: smart,
  })
  const bundler = createBundlerClient({ account: asOldKey, client: anvilClient, transport: http(BUNDLER_URL) })
  const balance = await anvilClient.getBalance({ address: smart })
  await expect(bundler.sendUserOperation({ calls: [{ to: freshRecipient(), value: 1n }] })).rejects.toThrow(/AA24|signature/i)
  expect(await anvilClient.getBalance({ address: smart })).toBe(balance)
  // The same call for the account's own address is signed: the refusal is the smart account's, not a dead session's.
  expect(await signAsWorker(page, headers, 'eoa', eoa)).toMatchObject({ status: 200 })

  // The account's own address still signs, through the worker, as before.
  expect(await switchToEoa(page)).toBe(eoa)
  await startRequest(page, 'sign', 'personal_sign', [toHex('still custodial'), eoa])
  await approveInWindow(page)
  const signature = result<Hex>(await settle(page, 'sign'))
  expect(await anvilClient.verifyMessage({ address: eoa, message: 'still custodial', signature })).toBe(true)

  // Another browser signing in with the same email finds the smart account secured: its message waits for the passkey.
  const other = await page.context().browser()!.newContext()
  try {
    const second = await other.newPage()
    await openConnect(second)
    await emailLogin(second, email)
    expect(getAddress(await connectedAddress(second))).toBe(smart)
    await second.evaluate(() => window.porthole!.close())
    await openAccount(second)
    await expect(widget(second).getByTestId('custody-smart-account')).toContainText('Only you can approve')
    await second.evaluate(() => window.porthole!.close())
    await recordProviderEvents(second)
    await startRequest(second, 'sign', 'personal_sign', [toHex('from another browser'), smart])
    await expect(frameApproval(second)).toBeVisible()
    await approveInWindow(second, { popup: await windowWithPasskey(second, credential) })
    const fromPasskey = result<Hex>(await settle(second, 'sign'))
    expect(await anvilClient.verifyMessage({ address: smart, message: 'from another browser', signature: fromPasskey })).toBe(true)
  } finally {
    await other.close()
  }
})
