import { fileURLToPath } from 'node:url'
import { expect, test } from './support/test.js'
import { getAddress, verifyMessage, type Hex } from 'viem'
import { build } from 'vite'
import { withTestWallet } from './support/dapp.js'
import { startStaticSite, type StaticSite } from './support/static-site.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { modal, widget, WORKER_ORIGIN } from './support/widget.js'

const SDK_CONFIG = fileURLToPath(new URL('../sdk/vite.config.ts', import.meta.url))
const APP_CONFIG = fileURLToPath(new URL('./sdk-app/vite.config.ts', import.meta.url))

let site: StaticSite
test.beforeAll(async () => {
  // The package as npm would ship its code, then an app bundled from it, as a bundler user builds one.
  test.setTimeout(180_000)
  await build({ configFile: SDK_CONFIG, logLevel: 'warn', build: { emptyOutDir: false } })
  await build({ configFile: APP_CONFIG })
  site = await startStaticSite(fileURLToPath(new URL('./sdk-app/dist/', import.meta.url)), WORKER_ORIGIN)
})
test.afterAll(() => site?.close())

test('an app bundled from @porthole/sdk connects through the widget and signs with viem over its provider', async ({ page }) => {
  await withTestWallet(page)
  await page.goto(`${site.origin}/`)
  await page.waitForFunction(() => document.querySelector('iframe[title="Porthole wallet"]') !== null)

  await page.locator('#connect').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await widget(page).getByTestId(`wallet-${TEST_WALLET.uuid}`).click()
  await expect(page.locator('#address')).not.toBeEmpty()
  const address = getAddress((await page.locator('#address').textContent())!)
  expect(address).toBe(TEST_WALLET.address)
  // The typed page API from the package: subscribeAccount saw the connection.
  await expect(page.locator('#status')).toHaveText('connected')

  await page.locator('#sign').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(await verifyMessage({ address, message: 'Signed in an app built with @porthole/sdk', signature })).toBe(true)
})
