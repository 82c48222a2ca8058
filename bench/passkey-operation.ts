/**
 * The same 1-wei transfer from a passkey account on 31337, from the click on an armed Approve in the
 * approval window until its receipt is on the chain: the passkey (Chromium's virtual authenticator,
 * which answers at once) signs the operation in the window, the worker sends it. Its first
 * operation deploys its Safe, reported on its own.
 */
import type { Browser, CDPSession, Page } from '@playwright/test'
import type {} from '../e2e/support/widget.js'
import { DEMO } from './stack.js'
import { frameOf, transfer } from './transfer.js'

export type PasskeyLatencies = { deploy: number; passkey: number[] }

/** The credential as DevTools' WebAuthn domain reports and takes it. */
type Credential = { credentialId: string; isResidentCredential: boolean; rpId?: string; privateKey: string; userHandle?: string; signCount: number }

/** A tab's virtual authenticator: internal, resident keys, user verification (the popup of a window is a tab of its own). */
async function authenticator(session: CDPSession, credential?: Credential): Promise<string> {
  await session.send('WebAuthn.enable')
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  })
  if (credential) await session.send('WebAuthn.addCredential', { authenticatorId, credential })
  return authenticatorId
}

/** `eth_requestAccounts`, answered by "Create an account with a passkey"; the account and its credential. */
async function createAccount(page: Page): Promise<{ address: string; credential: Credential }> {
  const accounts = page.evaluate(() => window.porthole!.provider.request({ method: 'eth_requestAccounts' }) as Promise<string[]>)
  accounts.catch(() => {})
  const [popup] = await Promise.all([page.waitForEvent('popup'), frameOf(page).getByTestId('passkey-create').click()])
  const session = await page.context().newCDPSession(popup)
  await authenticator(session)
  const added = new Promise<Credential>((resolve) => session.on('WebAuthn.credentialAdded', ({ credential }) => resolve(credential)))
  await popup.getByTestId('passkey-window-create').click()
  return { credential: await added, address: (await accounts)[0]! }
}

/** A transfer whose approval window gets an authenticator holding the account's passkey. */
const transferWithPasskey = (page: Page, from: string, credential: Credential) =>
  transfer(page, from, async (popup) => void (await authenticator(await page.context().newCDPSession(popup), credential)))

export async function passkeyLatencies(browser: Browser, samples: number): Promise<PasskeyLatencies> {
  const page = await (await browser.newContext()).newPage()
  try {
    await page.goto(`${DEMO}/`)
    await page.evaluate(() => window.porthole!.ready)
    const { address, credential } = await createAccount(page)
    const deploy = await transferWithPasskey(page, address, credential)
    const passkey: number[] = []
    for (let i = 0; i < samples; i++) passkey.push(await transferWithPasskey(page, address, credential))
    return { deploy, passkey }
  } finally {
    await page.context().close()
  }
}
