import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { getAddress, parseEther, toHex, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { anvilClient } from './support/chains.js'
import { openDapp, recordProviderEvents, request, settle, startRequest, type Outcome } from './support/dapp.js'
import { emailLogin, freshEmail } from './support/email.js'
import { expectClosed, modal, widget, WORKER_ORIGIN } from './support/widget.js'
import { openApprovalWindow } from './support/approval-window.js'

/**
 * A dapp's request that nobody waits for any more must not be signable: the
 * frame drops it when the page gives up on it (its AbortSignal, a timeout) or
 * goes away, and a click where Approve was then signs nothing.
 */

async function signIn(page: Page): Promise<Address> {
  await openDapp(page)
  await startRequest(page, 'connect', 'eth_requestAccounts')
  await emailLogin(page, freshEmail('withdrawn'))
  const outcome = (await settle(page, 'connect')) as { result: string[] }
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toEqual({ result: null })
  return getAddress(outcome.result[0]!)
}

/** Neither the chain nor the worker's history knows of any transaction from the account. */
async function expectNothingSent(from: Address, to: Address): Promise<void> {
  expect(await anvilClient.getTransactionCount({ address: from })).toBe(0)
  expect(await anvilClient.getBalance({ address: to })).toBe(0n)
  const history = await fetch(`${WORKER_ORIGIN}/v1/account/${from}/history?projectId=demo&chainId=eip155:31337`)
  expect(await history.json()).toEqual({ data: [], next: null })
}

const reviewButton = (page: Page) => widget(page).getByTestId('approve-transaction').getByRole('button', { name: 'Review in a new window' })

test('a request the dapp aborts leaves ApproveTransaction and closes its approval window, and nothing is signed', async ({ page }) => {
  const from = await signIn(page)
  const to = privateKeyToAccount(generatePrivateKey()).address
  const tx = { from, to, value: toHex(parseEther('1')) }
  await page.evaluate((tx) => {
    const aborted = new AbortController()
    ;(window as unknown as { abortSend: () => void }).abortSend = () => aborted.abort()
    const call = window.porthole!.provider.request({ method: 'eth_sendTransaction', params: [tx] }, { signal: aborted.signal })
    window.pending!.set(
      'send',
      call.then(
        (result) => ({ result }),
        (error: { code?: unknown; message?: unknown }) => ({ error: { code: error.code, message: error.message } }),
      ),
    )
  }, tx)
  const popup = await openApprovalWindow(page)
  const closed = popup.waitForEvent('close')
  await page.evaluate(() => (window as unknown as { abortSend: () => void }).abortSend())
  expect(await settle(page, 'send')).toEqual({ error: { code: 4900, message: 'Request was aborted' } } satisfies Outcome)
  await expectClosed(page)
  await closed
  // Give a wrongly kept approval the time to sign and send.
  await page.waitForTimeout(1_500)
  await expectNothingSent(from, to)

  // The widget still works: the next request asks again.
  await startRequest(page, 'again', 'personal_sign', [toHex('still here'), from])
  await expect(reviewButton(page)).toBeVisible()
  await widget(page).getByRole('button', { name: 'Close' }).click()
  expect(await settle(page, 'again')).toMatchObject({ error: { code: 4001 } })
})

test('a page that reloads while an approval window is open closes it and leaves nothing to approve', async ({ page }) => {
  const from = await signIn(page)
  const to = privateKeyToAccount(generatePrivateKey()).address
  await startRequest(page, 'send', 'eth_sendTransaction', [{ from, to, value: toHex(parseEther('1')) }])
  const popup = await openApprovalWindow(page)
  const closed = popup.waitForEvent('close')
  await page.reload()
  await closed
  await page.evaluate(() => window.porthole!.ready)
  await recordProviderEvents(page)
  await expect.poll(async () => ((await request(page, 'eth_accounts')) as { result: string[] }).result.map((a) => getAddress(a))).toEqual([from])
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(widget(page).getByTestId('approve-transaction')).toHaveCount(0)
  await page.waitForTimeout(1_000)
  await expectNothingSent(from, to)
})
