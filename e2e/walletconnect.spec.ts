import { expect, test } from './support/test.js'
import { toHex, verifyMessage, type Hex } from 'viem'
import { anvilClient } from './support/chains.js'
import { events, openDapp, recordProviderEvents, request, settle, startRequest } from './support/dapp.js'
import { startWcWallet, WC_ACCOUNT } from './support/wc-wallet.js'
import { expectClosed, modal, readyOutcome, widget } from './support/widget.js'

const SIGN_CLIENT_CHUNK = /\/assets\/sign-client-[\w-]+\.js$/

test('a phone wallet connects over WalletConnect, signs, sends, survives a reload and disconnects', async ({ page }) => {
  const chunkRequests: string[] = []
  page.on('request', (r) => void (SIGN_CLIENT_CHUNK.test(r.url()) && chunkRequests.push(r.url())))
  const wallet = await startWcWallet()
  try {
    await openDapp(page)
    await startRequest(page, 'connect', 'eth_requestAccounts')
    await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
    expect(chunkRequests).toEqual([])

    await widget(page).getByTestId('wallet-walletconnect').click()
    const qr = widget(page).getByTestId('wc-qr')
    await expect(qr.locator('svg')).toBeVisible()
    expect(chunkRequests).toHaveLength(1)
    const uri = (await qr.getAttribute('data-uri'))!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    await wallet.pair(uri)
    expect(await settle(page, 'connect')).toEqual({ result: [WC_ACCOUNT.address] })
    await expectClosed(page)

    const message = 'Hello from Porthole'
    const signed = await request(page, 'personal_sign', [toHex(message), WC_ACCOUNT.address])
    const signature = (signed as { result: Hex }).result
    expect(await verifyMessage({ address: WC_ACCOUNT.address, message, signature })).toBe(true)

    const sent = await request(page, 'eth_sendTransaction', [{ from: WC_ACCOUNT.address, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }])
    const receipt = await anvilClient.waitForTransactionReceipt({ hash: (sent as { result: Hex }).result })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(WC_ACCOUNT.address.toLowerCase())
    expect(wallet.methods).toEqual(['personal_sign', 'eth_sendTransaction'])

    await page.reload()
    expect(await readyOutcome(page)).toBe('ready')
    await recordProviderEvents(page)
    expect(await request(page, 'eth_accounts')).toEqual({ result: [WC_ACCOUNT.address] })
    await expectClosed(page)

    await wallet.deleteSession()
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toContain('disconnect')
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  } finally {
    await wallet.close()
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the chosen wallet opens by its deep link; Phantom, Solflare and Coinbase offer their browse pages', async ({ page }) => {
    await openDapp(page)
    await page.evaluate(() => window.porthole!.open())
    await modal(page).getByRole('button', { name: 'All wallets' }).click()
    await modal(page).getByRole('searchbox', { name: 'Search wallets' }).fill('rainbow')
    await modal(page).getByTestId('directory-wallet-rainbow').click()

    const qr = widget(page).getByTestId('wc-qr')
    await expect(qr).toBeVisible()
    const uri = (await qr.getAttribute('data-uri'))!
    const open = widget(page).getByTestId('wc-open')
    await expect(open).toHaveText('Open Rainbow')
    await expect(open).toHaveAttribute('href', `rainbow://wc?uri=${encodeURIComponent(uri)}`)
    const page_ = encodeURIComponent(new URL(page.url()).origin)
    await expect(widget(page).getByRole('link', { name: 'Open in Phantom' })).toHaveAttribute('href', new RegExp(`^https://phantom\\.app/ul/browse/${page_}`))
    await expect(widget(page).getByRole('link', { name: 'Open in Solflare' })).toBeVisible()
    await expect(widget(page).getByRole('link', { name: 'Open in Coinbase Wallet' })).toBeVisible()
  })
})
