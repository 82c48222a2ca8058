import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { getAddress, parseEther, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { anvilClient } from './support/chains.js'
import { events, openDapp, recordProviderEvents, request, settle, startRequest, type Outcome } from './support/dapp.js'
import { codeOf, dappConnectsByEmail, emailLogin, freshEmail, newestMailId, nextMail, submitCode, submitEmail } from './support/email.js'
import { actedFor } from './support/smart-account.js'
import { expectClosed, modal, widget } from './support/widget.js'
import { typedData } from './support/typed-data.js'
import { approveInWindow, openApprovalWindow } from './support/approval-window.js'

const result = <T>(outcome: Outcome): T => {
  expect(outcome).toHaveProperty('result')
  return (outcome as { result: T }).result
}

/** The address Account shows in full (its title). */
async function shownAddress(page: Page): Promise<Address> {
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  const address = getAddress((await widget(page).getByTestId('account-address').getAttribute('title'))!)
  await page.evaluate(() => window.porthole!.close())
  return address
}

async function reload(page: Page): Promise<void> {
  await page.reload()
  await page.waitForFunction(() => window.porthole !== undefined)
  await page.evaluate(() => window.porthole!.ready)
  await recordProviderEvents(page)
}

const approve = (page: Page) => approveInWindow(page)

// Every test signs in with a fresh email of its own, so they run side by side.
test.describe.configure({ mode: 'parallel' })

test.describe('email login and the embedded wallet', () => {
  test('email code from the dev mailbox connects; personal_sign and typed data approved in the window verify for the shown address', async ({ page }) => {
    await openDapp(page)
    const address = await dappConnectsByEmail(page, freshEmail('sign'))
    await expectClosed(page)
    expect(await shownAddress(page)).toBe(address)

    const message = 'Sign in to the Porthole demo'
    await startRequest(page, 'sign', 'personal_sign', [toHex(message), address])
    await expect(modal(page)).toHaveAttribute('data-view', 'ApproveTransaction')
    await expect(widget(page).getByTestId('approve-message')).toHaveText(message)
    await approve(page)
    const signature = result<Hex>(await settle(page, 'sign'))
    // Through the chain: a new email account is a smart account where the project enables one (ERC-6492 before deployment).
    expect(await anvilClient.verifyMessage({ address, message, signature })).toBe(true)
    await expectClosed(page)

    // Typed data takes the same window, and verifies through the chain alike.
    await startRequest(page, 'typed', 'eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    await expect(modal(page)).toHaveAttribute('data-view', 'ApproveTransaction')
    await approve(page)
    const typed = result<Hex>(await settle(page, 'typed'))
    const types = Object.fromEntries(Object.entries(typedData.types).filter(([name]) => name !== 'EIP712Domain'))
    expect(await anvilClient.verifyTypedData({ address, ...typedData, types, signature: typed } as never)).toBe(true)
  })

  test('a sign-in message for another site is shown in red and approved only after a second confirmation', async ({ page }) => {
    await openDapp(page)
    const address = await dappConnectsByEmail(page, freshEmail('siwe'))
    const message = createSiweMessage({ domain: 'bank.example', uri: 'https://bank.example', address, chainId: 31337, nonce: 'abcdefgh1234', version: '1' })
    await startRequest(page, 'sign', 'personal_sign', [toHex(message), address])
    const approval = widget(page).getByTestId('approve-transaction')
    await expect(approval.getByTestId('approve-warning-danger')).toContainText('signs you in to bank.example, which is not the site asking')
    const popup = await openApprovalWindow(page)
    await expect(popup.getByTestId('approve-warning-danger')).toContainText('signs you in to bank.example, which is not the site asking')
    await popup.mouse.move(10, 10)
    await expect(popup.getByRole('button', { name: 'Approve' })).toBeDisabled()
    await approveInWindow(page, { popup, confirmDanger: true })
    const signature = result<Hex>(await settle(page, 'sign'))
    expect(await anvilClient.verifyMessage({ address, message, signature })).toBe(true)
  })

  test('eth_sendTransaction from the funded embedded account is mined, after the decoded approval', async ({ page }) => {
    await openDapp(page)
    const from = await dappConnectsByEmail(page, freshEmail('send'))
    // The demo project's default network is anvil: the new account is there without a switch.
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
    const to = privateKeyToAccount(generatePrivateKey()).address
    const value = parseEther('0.0123')
    await startRequest(page, 'send', 'eth_sendTransaction', [{ from, to, value: toHex(value) }])
    await expect(widget(page).getByTestId('approve-to')).toHaveText(to)
    await expect(widget(page).getByTestId('approve-value')).toHaveText('0.0123 ETH')
    await approve(page)
    const hash = result<Hex>(await settle(page, 'send'))
    const receipt = await anvilClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(actedFor(receipt, from)).toBe(true)
    expect(await anvilClient.getBalance({ address: to })).toBe(value)
  })

  test('closing the approval rejects the dapp with 4001; a method the wallet does not do is refused after the error shows', async ({ page }) => {
    await openDapp(page)
    const address = await dappConnectsByEmail(page, freshEmail('close'))
    await startRequest(page, 'sign', 'personal_sign', [toHex('never signed'), address])
    await expect(widget(page).getByTestId('approve-transaction')).toBeVisible()
    await widget(page).getByRole('button', { name: 'Close' }).click()
    expect(await settle(page, 'sign')).toMatchObject({ error: { code: 4001 } })

    const refused = await request(page, 'eth_sign', [address, '0x00'])
    expect(refused).toEqual({ error: { code: 4200, message: 'Requested RPC call is not allowed' } })
    await expect(widget(page).getByTestId('approve-not-allowed')).toContainText('Action not allowed')
  })

  test('a second, fresh browser context with the same email gets the same address (after approving the device)', async ({ page, browser }) => {
    const email = freshEmail('same')
    await openDapp(page)
    const first = await dappConnectsByEmail(page, email)
    const context = await browser.newContext()
    try {
      const other = await context.newPage()
      await openDapp(other)
      await startRequest(other, 'connect', 'eth_requestAccounts')
      await emailLogin(other, email)
      const accounts = result<string[]>(await settle(other, 'connect'))
      expect(getAddress(accounts[0]!)).toBe(first)
    } finally {
      await context.close()
    }
  })

  test('reconnects after a reload while the session lives; signing out ends it for the dapp and the worker', async ({ page }) => {
    await openDapp(page)
    const address = await dappConnectsByEmail(page, freshEmail('reload'))
    await reload(page)
    await expect.poll(async () => result<string[]>(await request(page, 'eth_accounts')).map((a) => getAddress(a))).toEqual([address])

    await page.evaluate(() => window.porthole!.open())
    // Signing out ends within 3000 ms even when the worker does not answer: a unit test holds that deadline.
    await modal(page).getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(async () => (await events(page)).some((e) => e.event === 'disconnect')).toBe(true)
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    await reload(page)
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  })
})

test.describe('email login limits', () => {
  test('a wrong code five times locks the address with a clear message', async ({ page }) => {
    await openDapp(page)
    const email = freshEmail('lockout')
    await page.evaluate(() => window.porthole!.open())
    await submitEmail(page, email)
    const code = codeOf(await nextMail(email))
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let left = 4; left >= 1; left--) {
      await submitCode(page, wrong)
      await expect(modal(page)).toContainText('That code is not right')
    }
    await submitCode(page, wrong)
    await expect(modal(page)).toContainText('Too many wrong codes. For your security, email login for this address is locked for 15 minutes.')
    await submitCode(page, code)
    await expect(modal(page)).toContainText('locked for 15 minutes')
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  })

  test('a second code request within 30 s shows the cooldown message and mails nothing', async ({ page }) => {
    // The frame's clock stands still, so the seconds left are exactly 30 however slow the machine is.
    await page.clock.setFixedTime(new Date())
    await openDapp(page)
    const email = freshEmail('cooldown')
    await page.evaluate(() => window.porthole!.open())
    await submitEmail(page, email)
    await expect(modal(page)).toHaveAttribute('data-view', 'EmailLogin')
    const sent = await newestMailId(email)
    await widget(page).getByRole('button', { name: 'Back' }).click()
    await submitEmail(page, email)
    await expect(modal(page)).toContainText('Please try again after 30 seconds')
    expect(await newestMailId(email)).toBe(sent)
  })
})

test('UpdateEmailWallet moves the wallet to a new email after a code to each address', async ({ page }) => {
  await openDapp(page)
  const oldEmail = freshEmail('old')
  const newEmail = freshEmail('new')
  const address = await dappConnectsByEmail(page, oldEmail)
  await page.evaluate(() => window.porthole!.open())
  const before = await newestMailId(oldEmail)
  await modal(page).getByRole('button', { name: 'Update email' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'UpdateEmailWallet')
  const input = modal(page).getByRole('textbox', { name: 'New email' })
  await input.fill(newEmail)
  await input.press('Enter')
  await expect(widget(page).getByTestId('update-email-primary')).toBeVisible()
  await submitCode(page, codeOf(await nextMail(oldEmail, before)))
  await expect(widget(page).getByTestId('update-email-secondary')).toBeVisible()
  await submitCode(page, codeOf(await nextMail(newEmail)))
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(widget(page).getByTestId('account-username')).toHaveText(newEmail)

  const context = await page.context().browser()!.newContext()
  try {
    const other = await context.newPage()
    await openDapp(other)
    await startRequest(other, 'connect', 'eth_requestAccounts')
    await emailLogin(other, newEmail)
    expect(getAddress(result<string[]>(await settle(other, 'connect'))[0]!)).toBe(address)
  } finally {
    await context.close()
  }
})
