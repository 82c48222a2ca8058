import { expect, test } from './support/test.js'
import { toHex } from 'viem'
import { connectTestWallet, openDapp, recordProviderEvents, settle, startRequest } from './support/dapp.js'
import { freshEmail, requestCode, submitCode } from './support/email.js'
import { GALLERY_UNLISTED_PROJECT } from './support/spec-projects.js'
import { checkView, demoQuery, GALLERY_VIEWPORT, openView, VARIANTS, writeGalleryPage } from './support/gallery.js'
import { chooseName } from './support/names.js'
import { TEST_WALLET } from './support/test-wallet/constants.js'
import { modal, openDemo, widget } from './support/widget.js'

/**
 * Every view, in light, dark and Arabic (right to left), is
 * reached in a realistic state, passes axe-core's WCAG 2.2 A/AA rules with no
 * violation, and is pictured in docs/views/ for the gallery (docs/views.md).
 */

test.use({ viewport: GALLERY_VIEWPORT })
test.describe.configure({ mode: 'parallel' })

test.beforeAll(async () => {
  // The gallery's page lists every view of protocol/src/views.ts: a new view gets its row without editing it.
  await writeGalleryPage()
})

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    test('connecting with a page wallet, then every view of a connected account', async ({ page }) => {
      test.setTimeout(240_000)
      await openDapp(page, demoQuery(variant))
      await openView(page, variant, 'Connect')
      await openView(page, variant, 'AllWallets')
      await openView(page, variant, 'ConnectingWalletConnect')
      await openView(page, variant, 'ConnectingWalletConnectBasic')

      await page.evaluate(() => window.porthole!.open())
      await modal(page)
        .getByRole('button', { name: /Farcaster/ })
        .click()
      await checkView(page, variant, 'ConnectingFarcaster')

      // A social login waits on its own window; the frame says where to look.
      await page.evaluate(() => window.porthole!.open())
      const [popup] = await Promise.all([page.waitForEvent('popup'), modal(page).getByRole('button', { name: 'Google' }).click()])
      await checkView(page, variant, 'ConnectingSocial')
      await popup.close()

      // The wallet declines: ConnectingExternal says so and offers to try again, which connects.
      await page.evaluate(() => window.porthole!.open())
      await page.evaluate(() => window.testWallet.rejectNextRequest())
      await widget(page).getByTestId(`wallet-${TEST_WALLET.uuid}`).click()
      await checkView(page, variant, 'ConnectingExternal')
      await modal(page).locator('.button.primary').click()
      await expect.poll(() => page.evaluate(() => window.porthole!.getAccount().isConnected)).toBe(true)

      await openView(page, variant, 'Account')
      await expect(widget(page).getByTestId('account-balance')).not.toBeEmpty()
      for (const view of ['SwitchNetwork', 'ProfileWallets', 'WalletSend', 'WalletReceive', 'WalletBuy', 'Swap'] as const) await openView(page, variant, view)

      // A network of a family with no account yet asks to connect one first.
      await page.evaluate(() => window.porthole!.open('SwitchNetwork'))
      await widget(page).locator('[data-testid^="network-solana:"]').first().click()
      await checkView(page, variant, 'SwitchActiveChain')

      await page.evaluate(() => window.porthole!.open('Account'))
      await chooseName(page)
      await checkView(page, variant, 'RegisterAccountName')
      await widget(page)
        .getByTestId('name-input')
        .fill(`gallery-${variant.name}-${Date.now().toString(36)}`)
      await widget(page).getByTestId('name-submit').click()
      await checkView(page, variant, 'RegisterAccountNameSuccess')
    })

    test('an email account: the code step, changing the email, approving a signature', async ({ page }) => {
      test.setTimeout(240_000)
      await openDapp(page, demoQuery(variant))
      await page.evaluate(() => window.porthole!.open())
      const code = await requestCode(page, freshEmail(`gallery-${variant.name}`))
      await checkView(page, variant, 'EmailLogin')
      await submitCode(page, code)
      await expect.poll(() => page.evaluate(() => window.porthole!.getAccount().isConnected)).toBe(true)

      await openView(page, variant, 'UpdateEmailWallet')
      const address = await page.evaluate(() => window.porthole!.getAccount().address!)
      await startRequest(page, 'sign', 'personal_sign', [toHex('Sign in to the Porthole demo'), address])
      await expect(widget(page).getByTestId('approve-transaction')).toBeVisible()
      await checkView(page, variant, 'ApproveTransaction')
      await page.evaluate(() => window.porthole!.close())
      expect(await settle(page, 'sign')).toHaveProperty('error')
    })

    test('sign-in after connecting, and a wallet on a network the project does not offer', async ({ page }) => {
      await openDapp(page, demoQuery(variant, { siwx: 'optional' }))
      await connectTestWallet(page)
      await expect(widget(page).getByTestId('siwx-message')).not.toBeEmpty()
      await checkView(page, variant, 'SIWXSignMessage')

      // Same test wallet (already in the page), another project; the wallet may still be connected from above.
      await openDemo(page, demoQuery(variant, { project: GALLERY_UNLISTED_PROJECT }))
      await recordProviderEvents(page)
      await startRequest(page, 'connect', 'eth_requestAccounts')
      await expect(modal(page)).toHaveAttribute('data-view', /^(Connect|UnsupportedChain)$/)
      if ((await modal(page).getAttribute('data-view')) === 'Connect') await widget(page).getByTestId(`wallet-${TEST_WALLET.uuid}`).click()
      await checkView(page, variant, 'UnsupportedChain')
    })
  })
}
