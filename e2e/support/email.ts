import { expect, type Page } from '@playwright/test'
import { getAddress, hexToBytes, bytesToHex, type Address, type Hex } from 'viem'
import { DEV_WALLET_KEK } from '../../devnet/src/config.js'
import { settle, startRequest } from './dapp.js'
import { readLocalD1 } from './local-d1.js'
import { modal, widget, WORKER_ORIGIN } from './widget.js'

type Mail = { id: number; to: string; subject: string; body: string; sentAt: number }

/** A fresh address per call, so runs on a kept local D1 never meet an earlier account or cooldown. */
export const freshEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

export async function mailbox(to: string): Promise<Mail[]> {
  const response = await fetch(`${WORKER_ORIGIN}/dev/mailbox?to=${encodeURIComponent(to)}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { messages: Mail[] }).messages
}

/** Waits for a mail to the address newer than `afterId` and returns it. */
export async function nextMail(to: string, afterId = 0): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      found = (await mailbox(to)).find((mail) => mail.id > afterId)
      return found !== undefined
    })
    .toBe(true)
  return found!
}

export const codeOf = (mail: Mail) => /\b(\d{6})\b/.exec(mail.body)![1]!
export const linkOf = (mail: Mail) => /https?:\/\/\S+/.exec(mail.body)![0]

/** Opens a device-approval link and presses its page's button: a POST of the link's fields from the worker's page. */
export async function approveDevice(link: string): Promise<Response> {
  const page = await fetch(link)
  expect(await page.text()).toContain('Approve this device')
  const url = new URL(link)
  return fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url.origin },
    body: url.searchParams.toString(),
  })
}

export const newestMailId = async (to: string) => (await mailbox(to))[0]?.id ?? 0

/** Types the email into Connect (the modal must show Connect); found by its type, so in every language. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  const input = modal(page).locator('input[type="email"]')
  await input.fill(email)
  await input.press('Enter')
}

/** The code field, by its one-time-code autofill, so in every language. */
export const codeInput = (page: Page) => modal(page).locator('input[autocomplete="one-time-code"]')

/** Enters a code into the EmailLogin or UpdateEmailWallet code form, which sends it on the sixth digit. */
export async function submitCode(page: Page, code: string): Promise<void> {
  await codeInput(page).fill(code)
}

/**
 * The whole email login from an open Connect view: the code from the dev
 * mailbox, then, when a new device of an existing account is asked to, the
 * device approved from its mailed link (which comes only after a correct code).
 */
export async function emailLogin(page: Page, email: string): Promise<void> {
  const code = await requestCode(page, email)
  const before = await newestMailId(email)
  await submitCode(page, code)
  const verifyDevice = widget(page).getByTestId('email-verify-device')
  await expect.poll(async () => (await verifyDevice.isVisible()) || !(await widget(page).getByTestId('email-verify-otp').isVisible())).toBe(true)
  if (!(await verifyDevice.isVisible())) return
  const mail = await nextMail(email, before)
  expect(mail.subject).toBe('Approve this device')
  expect((await approveDevice(linkOf(mail))).status).toBe(200)
  await expect(verifyDevice).toBeHidden()
}

/**
 * A dapp on the open page asks for accounts (`eth_requestAccounts`) and the visitor answers with an
 * email login: the account the dapp got. The road most specs take before what they are about.
 */
export async function dappConnectsByEmail(page: Page, email: string): Promise<Address> {
  await startRequest(page, 'connect', 'eth_requestAccounts')
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await emailLogin(page, email)
  const outcome = await settle(page, 'connect')
  expect(outcome).toHaveProperty('result')
  const accounts = (outcome as { result: string[] }).result
  expect(accounts).toHaveLength(1)
  return getAddress(accounts[0]!)
}

/** An email login from an open Connect view up to the code form; the code it mailed (the same step for known and unknown addresses). */
export async function requestCode(page: Page, email: string): Promise<string> {
  const before = await newestMailId(email)
  await submitEmail(page, email)
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailLogin')
  const mail = await nextMail(email, before)
  await expect(widget(page).getByTestId('email-verify-otp')).toBeVisible()
  return codeOf(mail)
}

/**
 * The embedded wallet's private key, read the way only an operator could: the
 * encrypted row from the local D1 and the local stack's development KEK.
 */
export async function embeddedPrivateKey(address: string): Promise<Hex> {
  const [row] = await readLocalD1<{ id: string; encrypted_key: Hex }>(
    `SELECT id, encrypted_key FROM accounts WHERE lower(address) = '${address.toLowerCase()}'`,
  )
  if (!row) throw new Error(`no embedded account has the address ${address}`)
  const sealed = hexToBytes(row.encrypted_key)
  const key = await crypto.subtle.importKey('raw', new Uint8Array(hexToBytes(`0x${DEV_WALLET_KEK}`)), 'AES-GCM', false, ['decrypt'])
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.slice(0, 12), additionalData: new TextEncoder().encode(`porthole-embedded-wallet:${row.id}`) },
    key,
    sealed.slice(12),
  )
  return bytesToHex(new Uint8Array(plain))
}

/**
 * The embedded wallet's Solana secret (the 32-byte ed25519 seed, hex), read like
 * `embeddedPrivateKey`: the row's PKCS #8 key under the development KEK, with its own additional data.
 */
export async function embeddedSolanaSecret(solanaAddress: string): Promise<Hex> {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(solanaAddress)) throw new Error(`not a Solana address: ${solanaAddress}`)
  const [row] = await readLocalD1<{ id: string; solana_encrypted_key: Hex }>(
    `SELECT id, solana_encrypted_key FROM accounts WHERE solana_address = '${solanaAddress}'`,
  )
  if (!row) throw new Error(`no embedded account has the Solana address ${solanaAddress}`)
  const sealed = hexToBytes(row.solana_encrypted_key)
  const key = await crypto.subtle.importKey('raw', new Uint8Array(hexToBytes(`0x${DEV_WALLET_KEK}`)), 'AES-GCM', false, ['decrypt'])
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.slice(0, 12), additionalData: new TextEncoder().encode(`porthole-embedded-solana:${row.id}`) },
    key,
    sealed.slice(12),
  )
  return bytesToHex(new Uint8Array(plain).slice(-32))
}
