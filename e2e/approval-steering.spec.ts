import { expect, test, type Page } from '@playwright/test'
import { getAddress, parseEther, toHex, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { anvilClient } from './support/chains.js'
import { openDapp, request, settle, startRequest, type Outcome } from './support/dapp.js'
import { emailLogin, freshEmail } from './support/email.js'
import { widget } from './support/widget.js'

/**
 * The host page controls the iframe (opacity, timing) and can send
 * requests at any moment; none of that may get anything signed the visitor
 * did not see for 500 ms, and the approval shows what the transaction can cost.
 */

async function signIn(page: Page): Promise<Address> {
  await openDapp(page)
  await startRequest(page, 'connect', 'eth_requestAccounts')
  await emailLogin(page, freshEmail('steer'))
  const outcome = (await settle(page, 'connect')) as { result: string[] }
  return getAddress(outcome.result[0]!)
}

const approval = (page: Page) => widget(page).getByTestId('approve-transaction')
const approveButton = (page: Page) => approval(page).getByRole('button', { name: 'Approve' })
const recipient = () => privateKeyToAccount(generatePrivateKey()).address

/** The request's outcome if it settled within `ms`, else 'pending'. */
const outcomeWithin = (page: Page, key: string, ms: number) =>
  page.evaluate(([key, ms]) => Promise.race([window.pending!.get(key)!, new Promise((resolve) => setTimeout(() => resolve('pending'), ms))]), [
    key,
    ms,
  ] as const)

/** A request the page can withdraw: `window.withdraw[key]()`. */
async function startWithdrawable(page: Page, key: string, tx: object): Promise<void> {
  await page.evaluate(
    ([key, tx]) => {
      const w = window as unknown as { withdraw?: Record<string, () => void> }
      const aborted = new AbortController()
      ;(w.withdraw ??= {})[key] = () => aborted.abort()
      const call = window.porthole!.provider.request({ method: 'eth_sendTransaction', params: [tx] }, { signal: aborted.signal })
      window.pending!.set(
        key,
        call.then(
          (result) => ({ result }),
          (error: { code?: unknown; message?: unknown }) => ({ error: { code: error.code, message: error.message } }),
        ),
      )
    },
    [key, tx] as const,
  )
}

async function centreOf(page: Page): Promise<{ x: number; y: number }> {
  const box = (await approveButton(page).boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Signs in, shows a request (to `seen`) until Approve is ready, and presses the pointer down on Approve. */
async function pressOnSeenApproval(page: Page) {
  const from = await signIn(page)
  const seen = recipient()
  await startWithdrawable(page, 'seen', { from, to: seen, value: toHex(parseEther('0.01')) })
  await expect(approveButton(page)).toBeEnabled()
  const { x, y } = await centreOf(page)
  await page.mouse.move(x, y)
  await page.mouse.down()
  return { from, seen, swapped: recipient(), x, y }
}

test('a page that makes the frame transparent and clicks where Approve is gets nothing signed', async ({ page }) => {
  const from = await signIn(page)
  const to = recipient()
  // Transparent before the overlay ever shows: the visitor only sees the page's decoy.
  await page.addStyleTag({ content: 'iframe[title="Porthole wallet"] { opacity: 0 !important }' })
  await startRequest(page, 'send', 'eth_sendTransaction', [{ from, to, value: toHex(parseEther('1')) }])
  await expect(approveButton(page)).toBeAttached()
  await page.waitForTimeout(1_500)
  await expect(approveButton(page)).toBeDisabled()
  const { x, y } = await centreOf(page)
  await page.mouse.click(x, y)
  await page.mouse.click(x, y)
  expect(await outcomeWithin(page, 'send', 1_500)).toBe('pending')
  expect(await anvilClient.getTransactionCount({ address: from })).toBe(0)
  expect(await anvilClient.getBalance({ address: to })).toBe(0n)

  // The same approval, seen: Approve works once it has been visible for 500 ms.
  await page.evaluate(() => document.querySelectorAll('style').forEach((style) => style.remove()))
  await approveButton(page).click()
  expect(await settle(page, 'send')).toHaveProperty('result')
  expect(await anvilClient.getTransactionCount({ address: from })).toBe(1)
})

test('a request sent while the pointer is down waits: the click answers only the one shown for 500 ms', async ({ page }) => {
  const { from, seen, swapped, x, y } = await pressOnSeenApproval(page)
  // The frame's clock stands still from the press on: the newer request's 500 ms never pass, however slow the machine is.
  await page.clock.setFixedTime(new Date())
  await startWithdrawable(page, 'swapped', { from, to: swapped, value: toHex(parseEther('0.5')) })
  await page.waitForTimeout(300)
  await expect(approval(page).getByTestId('approve-to')).toHaveText(seen)
  await page.mouse.up()

  expect(await settle(page, 'seen')).toHaveProperty('result')
  // The newer request shows only now, and Approve waits 500 ms for it.
  await expect(approval(page).getByTestId('approve-to')).toHaveText(swapped)
  await expect(approveButton(page)).toBeDisabled()
  await page.mouse.click(x, y)
  expect(await outcomeWithin(page, 'swapped', 1_000)).toBe('pending')
  expect(await anvilClient.getBalance({ address: swapped })).toBe(0n)
  expect(await anvilClient.getTransactionCount({ address: from })).toBe(1)
})

test('a page that withdraws the shown request on pointerdown and sends another gets nothing signed', async ({ page }) => {
  const { from, swapped } = await pressOnSeenApproval(page)
  await page.evaluate(() => (window as unknown as { withdraw: Record<string, () => void> }).withdraw['seen']!())
  await startWithdrawable(page, 'swapped', { from, to: swapped, value: toHex(parseEther('0.5')) })
  await page.waitForTimeout(300)
  await page.mouse.up()

  expect(await settle(page, 'seen')).toEqual({ error: { code: 4900, message: 'Request was aborted' } } satisfies Outcome)
  expect(await outcomeWithin(page, 'swapped', 1_500)).toBe('pending')
  expect(await anvilClient.getTransactionCount({ address: from })).toBe(0)
  expect(await anvilClient.getBalance({ address: swapped })).toBe(0n)
})

test('a page-supplied 1 ETH priority fee shows in the maximum cost, flagged; a page-supplied nonce is refused', async ({ page }) => {
  const from = await signIn(page)
  const to = recipient()
  await startRequest(page, 'tip', 'eth_sendTransaction', [{ from, to, value: '0x0', maxPriorityFeePerGas: toHex(parseEther('1')) }])
  const cost = approval(page).getByTestId('approve-max-cost')
  await expect(cost).toContainText('ETH')
  expect(Number(/^([\d.]+) ETH/.exec((await cost.textContent())!)![1])).toBeGreaterThanOrEqual(1)
  await expect(approval(page).getByTestId('approve-fee-warning')).toContainText('maxPriorityFeePerGas')
  await approval(page).getByRole('button', { name: 'Reject' }).click()
  expect(await settle(page, 'tip')).toMatchObject({ error: { code: 4001 } })

  expect(await request(page, 'eth_sendTransaction', [{ from, to, value: '0x1', nonce: '0x0' }])).toEqual({
    error: { code: -32602, message: 'The nonce is set by the wallet: remove it from the transaction.' },
  })
  expect(await anvilClient.getTransactionCount({ address: from })).toBe(0)
})
