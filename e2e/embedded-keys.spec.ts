import { expect, test } from './support/test.js'
import { createPrivateKey, createPublicKey } from 'node:crypto'
import { base58, base64 } from '@scure/base'
import { hexToBytes, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { openDapp, settle, startRequest } from './support/dapp.js'
import { dappConnectsByEmail, embeddedPrivateKey, embeddedSolanaSecret, freshEmail } from './support/email.js'
import { switchToEoa } from './support/smart-account.js'
import {} from './support/widget.js'
import { approveInWindow } from './support/approval-window.js'

declare global {
  interface Window {
    /** Every message event's data the page read, as text. */
    receivedMessages?: string[]
  }
}

/**
 * Records every message the page receives (window and MessagePort alike) at
 * the moment anything reads `event.data`, which is how comlink and the loader read them.
 */
const RECORD_MESSAGES = `
  window.receivedMessages = []
  const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')
  Object.defineProperty(MessageEvent.prototype, 'data', {
    configurable: true,
    get() {
      const value = data.get.call(this)
      try { window.receivedMessages.push(JSON.stringify(value, (k, v) => typeof v === 'bigint' ? v.toString() : v)) } catch { window.receivedMessages.push(String(value)) }
      return value
    },
  })
`

test('after login and signing, nothing the page can reach holds the private key or any 64-hex secret', async ({ page }) => {
  // Two approvals in windows and a walk of everything the page can reach: longer than most on a loaded 2-core machine.
  test.setTimeout(180_000)
  await page.addInitScript({ content: RECORD_MESSAGES })
  await openDapp(page)
  await dappConnectsByEmail(page, freshEmail('keys'))
  // The key's own address signs: the key looked up below is the one of that address (a smart account's is its owner's).
  const address = await switchToEoa(page)
  await startRequest(page, 'sign', 'personal_sign', [toHex('hello'), address])
  await approveInWindow(page)
  expect(await settle(page, 'sign')).toHaveProperty('result')

  // The identity's Solana account signs too, through the same approval.
  const [solanaAddress] = (await page.evaluate(() => window.porthole!.provider.request({ method: 'solana_getAccounts' }))) as string[]
  const message = base58.encode(new TextEncoder().encode('hello from Solana'))
  const solanaSigned = page.evaluate((params) => window.porthole!.provider.request({ method: 'solana_signMessage', params }), {
    message,
    pubkey: solanaAddress!,
  })
  await approveInWindow(page)
  expect(await solanaSigned).toHaveProperty('signature')
  const solanaSecret = (await embeddedSolanaSecret(solanaAddress!)).slice(2)
  const seed = hexToBytes(`0x${solanaSecret}`)
  // The secret we read is really this account's: its public key is the address.
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed])
  const spki = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })).export({ format: 'der', type: 'spki' })
  expect(base58.encode(new Uint8Array(spki.subarray(-32)))).toBe(solanaAddress)

  const privateKey = await embeddedPrivateKey(address)
  // The key we read is really this account's: the check below is not vacuous.
  expect(privateKeyToAccount(privateKey).address).toBe(address)

  const reachable = await page.evaluate(() => {
    const texts: string[] = []
    const seen = new WeakSet<object>()
    const walk = (value: unknown, depth: number) => {
      if (typeof value === 'string') return void texts.push(value)
      if (typeof value !== 'object' || value === null || depth > 5 || seen.has(value) || value instanceof Node) return
      seen.add(value)
      for (const key of Object.getOwnPropertyNames(value)) {
        try {
          walk((value as Record<string, unknown>)[key], depth + 1)
        } catch {
          // A getter that throws holds nothing to leak.
        }
      }
    }
    for (const key of Object.getOwnPropertyNames(window)) {
      try {
        walk((window as unknown as Record<string, unknown>)[key], 0)
      } catch {
        // As above.
      }
    }
    const storage = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)
    return {
      window: texts,
      localStorage: storage(localStorage),
      sessionStorage: storage(sessionStorage),
      cookie: document.cookie,
      html: document.documentElement.outerHTML,
      messages: window.receivedMessages ?? [],
    }
  })
  expect(reachable.messages.length).toBeGreaterThan(0)
  const keyHex = (privateKey as Hex).slice(2).toLowerCase()
  for (const [where, texts] of Object.entries(reachable)) {
    const all = ([] as string[]).concat(texts).join('\n').toLowerCase()
    expect(all.includes(keyHex), `${where} holds the private key`).toBe(false)
    expect(all.includes(solanaSecret), `${where} holds the Solana secret (hex)`).toBe(false)
    const raw = ([] as string[]).concat(texts).join('\n')
    expect(raw.includes(base58.encode(seed)), `${where} holds the Solana secret (base58)`).toBe(false)
    expect(raw.includes(base64.encode(seed).replace(/=+$/, '')), `${where} holds the Solana secret (base64)`).toBe(false)
    // A 64-hex value on its own (a key-sized secret); longer hex such as signatures is not one.
    expect(all.match(/(?<![0-9a-f])(?:0x)?[0-9a-f]{64}(?![0-9a-f])/g) ?? [], `${where} holds a 64-hex value`).toEqual([])
  }
})

test('the same email in two fresh browsers gets the same Solana address', async ({ browser }) => {
  const email = freshEmail('same-solana')
  const addresses: string[] = []
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await openDapp(page)
    await dappConnectsByEmail(page, email)
    addresses.push(...((await page.evaluate(() => window.porthole!.provider.request({ method: 'solana_getAccounts' }))) as string[]))
    await context.close()
  }
  expect(addresses).toHaveLength(2)
  expect(addresses[0]).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  expect(addresses[1]).toBe(addresses[0])
})
