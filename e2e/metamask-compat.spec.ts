import { fileURLToPath } from 'node:url'
import { expect, test } from './support/test.js'
import { getAddress, verifyMessage, type Hex } from 'viem'
import { withTestWallet } from './support/dapp.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { startStaticSite, type StaticSite } from './support/static-site.js'
import { modal, widget, WORKER_ORIGIN } from './support/widget.js'

let site: StaticSite
test.beforeAll(async () => {
  site = await startStaticSite(fileURLToPath(new URL('./metamask-only-dapp/', import.meta.url)), WORKER_ORIGIN)
})
test.afterAll(() => site.close())

declare global {
  interface Window {
    /** EIP-6963 announcements the page heard: name, rdns and whether the provider says isMetaMask. */
    announced?: { name: string; rdns: string; isMetaMask: unknown }[]
  }
}

test('data-compat="metamask": a dapp that enables signing only for MetaMask connects through Porthole and signs; EIP-6963 still says Porthole', async ({
  page,
}) => {
  await withTestWallet(page)
  await page.addInitScript(() => {
    window.announced = []
    addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent<{ info: { name: string; rdns: string }; provider: { isMetaMask?: unknown } }>).detail
      window.announced!.push({ name: info.name, rdns: info.rdns, isMetaMask: provider.isMetaMask })
    })
  })
  // A dapp on its own origin (the demo project allows any 127.0.0.1 port), written for MetaMask only.
  await page.goto(`${site.origin}/`)

  await expect(page.locator('#wallet')).toHaveText('MetaMask detected')
  expect(await page.evaluate(() => (window.ethereum as { isPorthole?: boolean } | undefined)?.isPorthole)).toBe(true)
  await page.locator('#connect').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await widget(page).getByTestId(`wallet-${TEST_WALLET.uuid}`).click()
  await expect(page.locator('#account')).not.toBeEmpty()
  const address = getAddress((await page.locator('#account').textContent())!)
  expect(address).toBe(TEST_WALLET.address)

  await expect(page.locator('#sign')).toBeEnabled()
  await page.locator('#sign').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(await verifyMessage({ address, message: 'Signed on a MetaMask-only dapp', signature })).toBe(true)

  // Wallet lists stay honest: Porthole announces itself as Porthole, without the MetaMask flag.
  const porthole = (await page.evaluate(() => window.announced!)).filter((a) => a.rdns === 'dev.porthole')
  expect(porthole.length).toBeGreaterThan(0)
  expect(porthole.every((a) => a.name === 'Porthole' && a.isMetaMask === undefined)).toBe(true)
})

test('without data-compat, Porthole never says isMetaMask, not even with data-inject-window-ethereum', async ({ page }) => {
  await page.goto('/?inject=1')
  await page.waitForFunction(() => window.ethereum !== undefined)
  expect(await page.evaluate(() => (window.ethereum as { isMetaMask?: unknown }).isMetaMask)).toBeUndefined()
})
