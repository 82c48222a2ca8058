import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { getAddress } from 'viem'
import { connectTestWallet, openDapp } from './support/dapp.js'
import { emailLogin, freshEmail } from './support/email.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { modal, type PageAccountGlobal, type PageEventGlobal, type PageNetworkGlobal, type PageStateGlobal } from './support/widget.js'

declare global {
  interface Window {
    /** What the page API's subscriptions delivered, in order. */
    heard?: { state: PageStateGlobal[]; account: PageAccountGlobal[]; network: (PageNetworkGlobal | undefined)[]; events: PageEventGlobal[] }
  }
}

/** A dapp written against AppKit's API: it subscribes to everything and keeps what it hears. */
async function subscribeAll(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heard = (window.heard = { state: [], account: [], network: [], events: [] } as NonNullable<Window['heard']>)
    const porthole = window.porthole!
    porthole.subscribeState((state) => heard.state.push(state))
    porthole.subscribeAccount((account) => heard.account.push(account))
    porthole.subscribeNetwork((network) => heard.network.push(network))
    porthole.subscribeEvents((event) => heard.events.push(event))
  })
}

const heard = (page: Page) => page.evaluate(() => window.heard!)
const eventNames = async (page: Page) => (await heard(page)).events.map((e) => e.data.event)

test('the typed API: subscriptions fire on connect, network switch and disconnect, and the reads agree', async ({ page }) => {
  await openDapp(page)
  await subscribeAll(page)
  const address = getAddress(TEST_WALLET.address)

  await connectTestWallet(page)
  await expect.poll(async () => (await heard(page)).account.at(-1)?.status).toBe('connected')
  expect(await eventNames(page)).toEqual(expect.arrayContaining(['MODAL_OPEN', 'CONNECT_SUCCESS']))
  const account = await page.evaluate(() => window.porthole!.getAccount())
  expect(account).toMatchObject({ status: 'connected', isConnected: true, address, caipAddress: `eip155:31337:${address}` })
  expect(await page.evaluate(() => window.porthole!.getNetwork())).toEqual({ caipNetworkId: 'eip155:31337', chainId: 31337, name: 'Anvil' })
  // The modal opened for eth_requestAccounts closed on connect; the state said both.
  expect((await heard(page)).state.map((s) => s.open)).toEqual(expect.arrayContaining([true, false]))

  await page.evaluate(() => window.porthole!.switchNetwork(31338))
  await expect.poll(async () => (await heard(page)).network.at(-1)?.caipNetworkId).toBe('eip155:31338')
  expect(await page.evaluate(() => window.porthole!.getState().selectedNetworkId)).toBe('eip155:31338')
  expect(await page.evaluate(() => window.porthole!.provider.request({ method: 'eth_chainId' }))).toBe('0x7a6a')
  expect((await heard(page)).events.find((e) => e.data.event === 'SWITCH_NETWORK')?.data.properties).toEqual({ network: 'eip155:31338' })
  // The account moved with the network.
  expect((await heard(page)).account.at(-1)?.caipAddress).toBe(`eip155:31338:${address}`)

  await page.evaluate(() => window.porthole!.disconnect())
  await expect.poll(async () => (await heard(page)).account.at(-1)?.status).toBe('disconnected')
  expect(await eventNames(page)).toContain('DISCONNECT_SUCCESS')
  expect(await page.evaluate(() => window.porthole!.getAccount())).toEqual({ status: 'disconnected', isConnected: false, allAccounts: [] })
})

test('open({ view, namespace }) opens on that family; a bad argument is refused without opening', async ({ page }) => {
  await openDapp(page)
  await subscribeAll(page)
  await page.evaluate(() => window.porthole!.open({ view: 'Connect', namespace: 'solana' }))
  await expect.poll(() => page.evaluate(() => window.porthole!.getState())).toMatchObject({ open: true, activeChain: 'solana' })
  expect((await heard(page)).events.map((e) => e.data)).toContainEqual({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
  await page.evaluate(() => window.porthole!.close())
  const refused = await page.evaluate(() =>
    window.porthole!.switchNetwork('not a network').then(
      () => 'switched',
      (error: Error) => error.name,
    ),
  )
  expect(refused).toBe('TypeError')
  expect(
    await page.evaluate(() =>
      window.porthole!.switchNetwork(1337).then(
        () => 'switched',
        (error: { code?: number }) => error.code,
      ),
    ),
  ).toBe(4902)
})

test("an email account: getAccount's embeddedWalletInfo names the email sign-in, never the address itself", async ({ page }) => {
  await openDapp(page)
  await subscribeAll(page)
  const email = freshEmail('page-api')
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await emailLogin(page, email)
  await expect.poll(async () => (await heard(page)).account.at(-1)?.status).toBe('connected')
  const account = await page.evaluate(() => window.porthole!.getAccount() as unknown)
  expect(account).toMatchObject({
    isConnected: true,
    embeddedWalletInfo: { authProvider: 'email', accountType: expect.stringMatching(/^(eoa|smartAccount)$/) },
  })
  expect(JSON.stringify(account)).not.toContain(email)
})
