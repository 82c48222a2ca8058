/**
 * The same 1-wei transfer sent by an email account on 31337, from the click
 * on an armed Approve in the approval window until its receipt is on the chain: as a UserOperation of its
 * smart account (the worker signs it, the bundler includes it) and as an
 * ordinary transaction of the key's own account (eoa). The smart account's
 * first UserOperation also deploys it, so it is reported on its own.
 */
import type { Browser, Page } from '@playwright/test'
import { createPublicClient, http, type Hex } from 'viem'
import type {} from '../e2e/support/widget.js'
import { ANVIL_URL, DEMO, WORKER } from './stack.js'
import { passkeyLatencies } from './passkey-operation.js'
import { median, ms } from './stats.js'
import { frameOf, transfer } from './transfer.js'

export type UserOperationLatencies = { deploy: number; smartAccount: number[]; eoa: number[]; smartAddress: string; eoaAddress: string }

const chain = createPublicClient({ transport: http(ANVIL_URL) })

async function mailedCode(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { messages } = (await (await fetch(`${WORKER}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { body: string }[] }
    const code = messages.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean)
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no code mailed to ${to}`)
}

/** `eth_requestAccounts`, answered by an email sign-in in the modal; the account the dapp got. */
async function signIn(page: Page): Promise<string> {
  const email = `bench-userop-${Date.now()}@example.com`
  const accounts = page.evaluate(() => window.porthole!.provider.request({ method: 'eth_requestAccounts' }) as Promise<string[]>)
  accounts.catch(() => {})
  const frame = frameOf(page)
  const input = frame.getByRole('textbox', { name: /^email$/i })
  await input.fill(email)
  await input.press('Enter')
  await frame.getByRole('textbox', { name: /code/i }).fill(await mailedCode(email))
  return (await accounts)[0]!
}

export async function userOperationLatencies(browser: Browser, samples: number): Promise<UserOperationLatencies> {
  const page = await (await browser.newContext()).newPage()
  try {
    await page.goto(`${DEMO}/`)
    await page.evaluate(() => window.porthole!.ready)
    const smartAddress = await signIn(page)
    if (await chain.getCode({ address: smartAddress as Hex })) throw new Error(`${smartAddress} is not a new smart account`)
    const deploy = await transfer(page, smartAddress)
    const smartAccount: number[] = []
    for (let i = 0; i < samples; i++) smartAccount.push(await transfer(page, smartAddress))

    const switched = page.evaluate(
      () => new Promise<string>((resolve) => window.porthole!.provider.on('accountsChanged', (accounts: unknown) => resolve((accounts as string[])[0]!))),
    )
    await page.evaluate(() => window.porthole!.open())
    await frameOf(page).getByTestId('switch-account-type').click()
    const eoaAddress = await switched
    await page.evaluate(() => window.porthole!.close())
    const eoa: number[] = []
    for (let i = 0; i < samples; i++) eoa.push(await transfer(page, eoaAddress))
    return { deploy, smartAccount, eoa, smartAddress, eoaAddress }
  } finally {
    await page.context().close()
  }
}

/** Rows of measure, value and the samples, each in ms. */
export async function userOperationRows(browser: Browser, samples: number): Promise<string[][]> {
  const { deploy, smartAccount, eoa } = await userOperationLatencies(browser, samples)
  const passkey = await passkeyLatencies(browser, samples)
  const list = (times: number[]) => times.map((t) => t.toFixed(0)).join(' ')
  const ratioOf = (times: number[]) => `${(median(times) / median(eoa)).toFixed(2)}× the eoa`
  const ratio = ratioOf(smartAccount)
  return [
    [
      `transfer, Approve → receipt, smart account's UserOperation (median of ${smartAccount.length})`,
      `${ms(median(smartAccount))} (${ratio})`,
      list(smartAccount),
    ],
    [`transfer, Approve → receipt, the same key's eoa (median of ${eoa.length})`, ms(median(eoa)), list(eoa)],
    ['transfer, Approve → receipt, first UserOperation (deploys the Safe)', ms(deploy), ''],
    [
      `transfer, Approve → receipt, a passkey account's UserOperation, signed in the window (median of ${passkey.passkey.length})`,
      `${ms(median(passkey.passkey))} (${ratioOf(passkey.passkey)})`,
      list(passkey.passkey),
    ],
    ["transfer, Approve → receipt, a passkey account's first UserOperation (deploys its Safe)", ms(passkey.deploy), ''],
  ]
}
