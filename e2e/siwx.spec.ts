import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { base58 } from '@scure/base'
import { SiweMessage } from 'siwe'
import { getAddress, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { connectTestWallet, openDapp, settle, startRequest } from './support/dapp.js'
import { dappConnectsByEmail, freshEmail } from './support/email.js'
import { SOLANA_TEST_WALLET } from './support/solana-test-wallet/constants.js'
import { withSolanaTestWallet, withWalletStandardDapp } from './support/solana.js'
import type {} from './support/wallet-standard-dapp.js'
import { startWcWallet } from './support/wc-wallet.js'
import { DEMO_ORIGIN, expectClosed, modal, pairingUri, readyOutcome, type SiwxSessionGlobal, widget, WORKER_ORIGIN } from './support/widget.js'
import { approveInWindow } from './support/approval-window.js'
import { ANVIL_URL, anvilClient } from './support/chains.js'
import { connectedAddress, createPasskeyAccount, windowWithPasskey } from './support/passkey.js'
import { JsonRpcProvider } from 'ethers'

/**
 * Sign-in with X: with sign-in required (the local stack's `demo-siwx` project),
 * every way of connecting is followed by SIWXSignMessage, and the session the
 * page receives verifies with the `siwe` library, not with Porthole's code.
 * The worker refuses a replayed nonce, another domain and an expired message.
 */

const PROJECT = '?project=demo-siwx'
const DOMAIN = new URL(DEMO_ORIGIN).host

/** Signs in on SIWXSignMessage (approving in the approval window where the embedded wallet asks) and returns the page's session. */
async function signIn(page: Page, approves: boolean, family = 'Ethereum'): Promise<SiwxSessionGlobal> {
  await expect(modal(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  const view = widget(page).getByTestId('siwx-sign-message')
  await expect(view.getByTestId('siwx-message')).toContainText(`${DOMAIN} wants you to sign in with your ${family} account:`)
  await expect(view).toContainText('Sign in to the Porthole demo')
  await view.getByTestId('siwx-sign').click()
  if (approves) {
    const approval = widget(page).getByTestId('approve-transaction')
    await expect(approval).toBeVisible()
    await approveInWindow(page)
  }
  const handle = await page.waitForFunction(() => window.porthole!.siwx.getSession())
  return (await handle.jsonValue()) as SiwxSessionGlobal
}

/** The check a site's backend makes: the `siwe` library, the page's own domain, the address it was told. */
async function expectVerified(session: SiwxSessionGlobal, address: Address): Promise<void> {
  const message = new SiweMessage(session.message)
  const result = await message.verify({ signature: session.signature, domain: DOMAIN, nonce: message.nonce })
  expect(result.success).toBe(true)
  expect(getAddress(message.address)).toBe(address)
  expect(message.uri).toBe(DEMO_ORIGIN)
  expect(session.address.toLowerCase()).toBe(address.toLowerCase())
  expect(Date.parse(message.expirationTime!)).toBe(session.expiresAt)
}

const post = (request: APIRequestContext, path: string, data: unknown) => request.post(`${WORKER_ORIGIN}${path}`, { data, headers: { Origin: WORKER_ORIGIN } })

test('the page wallet connects, signs in and the page gets a session siwe verifies', async ({ page }) => {
  const key = generatePrivateKey()
  await openDapp(page, PROJECT, { privateKey: key })
  const outcome = await connectTestWallet(page)
  expect(outcome).toHaveProperty('result')
  const changes: unknown[] = []
  await page.exposeFunction('siwxChanged', (session: unknown) => void changes.push(session))
  await page.evaluate(() => window.porthole!.siwx.onChange((session) => void (window as unknown as { siwxChanged(s: unknown): void }).siwxChanged(session)))
  const session = await signIn(page, false)
  await expectVerified(session, privateKeyToAccount(key).address)
  await expect.poll(() => changes.length).toBe(1)
  await expectClosed(page)
  // A reload keeps both the connection and the session: the page hears it again without a new signature.
  await page.reload()
  expect(await readyOutcome(page)).toBe('ready')
  await expect.poll(() => page.evaluate(() => window.porthole!.siwx.getSession()?.id ?? null)).toBe(session.id)
  await page.evaluate(() => window.porthole!.siwx.onChange((session) => void (window as unknown as { siwxChanged(s: unknown): void }).siwxChanged(session)))
  // Disconnecting ends the session (the project clears sessions on disconnect).
  await page.evaluate(() => window.porthole!.open('Account'))
  await widget(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => page.evaluate(() => window.porthole!.siwx.getSession())).toBeNull()
  expect(changes.at(-1)).toBeNull()
})

test('an email account connects and signs in, approving in the approval window', async ({ page }) => {
  await openDapp(page, PROJECT)
  const address = await dappConnectsByEmail(page, freshEmail('siwx'))
  await expectVerified(await signIn(page, true), address)
})

test('a passkey account signs in with its passkey in the approval window, and siwe checks the signature with its Safe on chain (ERC-1271)', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await openDapp(page, '?siwx=optional')
  await page.evaluate(() => window.porthole!.open())
  const credential = await createPasskeyAccount(page)
  const address = getAddress(await connectedAddress(page))
  // Put off until the Safe has code: siwe asks a contract wallet itself (ERC-1271) and knows no ERC-6492.
  await expect(modal(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  await widget(page).getByTestId('siwx-cancel').click()
  await startRequest(page, 'deploy', 'eth_sendTransaction', [{ from: address, to: privateKeyToAccount(generatePrivateKey()).address, value: '0x1' }])
  await approveInWindow(page, { popup: await windowWithPasskey(page, credential) })
  expect(await settle(page, 'deploy')).toHaveProperty('result')
  expect(await anvilClient.getCode({ address })).toMatch(/^0x[0-9a-f]+$/)

  await page.evaluate(() => window.porthole!.open('SIWXSignMessage'))
  await widget(page).getByTestId('siwx-sign').click()
  await expect(widget(page).getByTestId('approve-transaction')).toBeVisible()
  await approveInWindow(page, { popup: await windowWithPasskey(page, credential) })
  const session = (await (await page.waitForFunction(() => window.porthole!.siwx.getSession())).jsonValue()) as SiwxSessionGlobal
  const message = new SiweMessage(session.message)
  const checked = await message.verify({ signature: session.signature, domain: DOMAIN, nonce: message.nonce }, { provider: new JsonRpcProvider(ANVIL_URL) })
  expect(checked.success).toBe(true)
  expect(getAddress(message.address)).toBe(address)
})

test('the worker refuses a replayed nonce, a message for another domain and an expired message', async ({ page, request }) => {
  const key = generatePrivateKey()
  const account = privateKeyToAccount(key)
  await openDapp(page, PROJECT, { privateKey: key })
  await connectTestWallet(page)
  const session = await signIn(page, false)
  const verify = (message: string, signature: string) => post(request, '/siwx/v1/verify', { projectId: 'demo-siwx', message, signature })

  const replay = await verify(session.message, session.signature)
  expect(replay.status()).toBe(401)
  expect(await replay.json()).toEqual({ error: 'The sign-in nonce is unknown, used or expired' })

  const fresh = async () => {
    const response = await post(request, '/siwx/v1/nonce', {
      projectId: 'demo-siwx',
      origin: DEMO_ORIGIN,
      accountAddress: account.address,
      chainId: 'eip155:31337',
    })
    expect(response.status()).toBe(200)
    return parseSiweMessage(((await response.json()) as { serializedMessage: string }).serializedMessage) as Parameters<typeof createSiweMessage>[0]
  }
  const otherDomain = createSiweMessage({ ...(await fresh()), domain: 'evil.example', uri: 'https://evil.example' })
  const refused = await verify(otherDomain, await account.signMessage({ message: otherDomain }))
  expect(refused.status()).toBe(401)
  expect(await refused.json()).toEqual({ error: 'The sign-in message is for another domain' })

  const expired = createSiweMessage({ ...(await fresh()), issuedAt: new Date(Date.now() - 120_000), expirationTime: new Date(Date.now() - 60_000) })
  const late = await verify(expired, await account.signMessage({ message: expired }))
  expect(late.status()).toBe(401)
  expect(await late.json()).toEqual({ error: 'The sign-in message has expired' })

  // No message at all for a page the project does not allow.
  const elsewhere = await post(request, '/siwx/v1/nonce', {
    projectId: 'demo-siwx',
    origin: 'https://evil.example',
    accountAddress: account.address,
    chainId: 'eip155:31337',
  })
  expect(elsewhere.status()).toBe(403)
})

test("the page's Solana wallet connects and signs in with Solana, and the signature checks as ed25519", async ({ page }) => {
  await withSolanaTestWallet(page, {})
  await withWalletStandardDapp(page)
  await page.goto(`/${PROJECT}`)
  await page.evaluate(() => void window.walletStandardDapp.connect('Porthole'))
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await widget(page).getByTestId(`wallet-wallet-standard:${SOLANA_TEST_WALLET.name}`).click()
  const session = await signIn(page, false, 'Solana')
  expect(session.address).toBe(SOLANA_TEST_WALLET.address)
  expect(session.chainId).toMatch(/^solana:/)
  // The check a site's backend makes, with WebCrypto alone: the message names this page and the key signed it.
  const lines = session.message.split('\n')
  expect(lines[0]).toBe(`${DOMAIN} wants you to sign in with your Solana account:`)
  expect(lines[1]).toBe(SOLANA_TEST_WALLET.address)
  expect(session.message).toContain(`URI: ${DEMO_ORIGIN}`)
  const key = await crypto.subtle.importKey('raw', new Uint8Array(base58.decode(session.address)), { name: 'Ed25519' }, false, ['verify'])
  expect(
    await crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(base58.decode(session.signature)), new TextEncoder().encode(session.message)),
  ).toBe(true)
})

for (const authenticate of [true, false]) {
  test(`a WalletConnect wallet ${authenticate ? 'with authenticate connects and signs in with one approval' : 'without authenticate connects, then signs in: two approvals'}`, async ({
    page,
  }) => {
    const account = privateKeyToAccount(generatePrivateKey())
    const wallet = await startWcWallet(account, { authenticate })
    try {
      await openDapp(page, PROJECT)
      await startRequest(page, 'connect', 'eth_requestAccounts')
      await widget(page).getByTestId('wallet-walletconnect').click()
      await wallet.pair(await pairingUri(page))
      expect(await settle(page, 'connect')).toHaveProperty('result')
      if (authenticate) {
        const handle = await page.waitForFunction(() => window.porthole!.siwx.getSession())
        await expectVerified((await handle.jsonValue()) as SiwxSessionGlobal, account.address)
        await expectClosed(page)
        expect(wallet.approvals).toEqual(['session_authenticate'])
      } else {
        await expectVerified(await signIn(page, false), account.address)
        expect(wallet.approvals).toEqual(['session_proposal', 'personal_sign'])
      }
    } finally {
      await wallet.close()
    }
  })
}

test('the snippet asks for an optional sign-in the visitor may put off; asking with siweConfig too is refused', async ({ page }) => {
  await openDapp(page, '?siwx=optional')
  await connectTestWallet(page)
  await expect(modal(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  await widget(page).getByTestId('siwx-cancel').click()
  await expectClosed(page)
  expect(await page.evaluate(() => window.porthole!.provider.request({ method: 'eth_accounts' }))).toHaveLength(1)
  expect(await page.evaluate(() => window.porthole!.siwx.getSession())).toBeNull()

  await page.goto('/?siwx=required&siwe=1')
  expect(await readyOutcome(page)).toBe('siweConfig and siwx cannot both be set')
})
