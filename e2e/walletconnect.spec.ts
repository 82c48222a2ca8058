import { expect, test } from '@playwright/test'
import { toHex, verifyMessage, type Hex } from 'viem'
import { anvilClient } from './support/chains.js'
import { events, openDapp, recordProviderEvents, request, settle, startRequest } from './support/dapp.js'
import { startWcWallet, WC_ACCOUNT } from './support/wc-wallet.js'
import { modal, overlay, readyOutcome, widget } from './support/widget.js'

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

    const opened = Date.now()
    await widget(page).getByTestId('wallet-walletconnect').click()
    const qr = widget(page).getByTestId('wc-qr')
    await expect(qr.locator('svg')).toBeVisible()
    console.log(`WalletConnect view open → QR visible: ${Date.now() - opened} ms`)
    expect(chunkRequests).toHaveLength(1)
    const uri = (await qr.getAttribute('data-uri'))!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    await wallet.pair(uri)
    expect(await settle(page, 'connect')).toEqual({ result: [WC_ACCOUNT.address] })
    await expect(overlay(page)).toBeHidden()

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
    await expect(overlay(page)).toBeHidden()

    await wallet.deleteSession()
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toContain('disconnect')
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  } finally {
    await wallet.close()
  }
})
