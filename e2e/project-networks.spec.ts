import { expect, test } from './support/test.js'
import { connectTestWallet, events, openDapp, recordProviderEvents, request } from './support/dapp.js'
import { slowRpcProxy } from './support/projects.js'
import { expectClosed, modal, openDemo, widget } from './support/widget.js'

// Its projects are made with the operator's command before any spec runs (support/spec-projects.ts).

test('a project with only Base and Arbitrum lists exactly those, with their icons, and starts on Base', async ({ page }) => {
  await openDemo(page, '?project=networks-base-arb')
  await recordProviderEvents(page)
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x2105' })
  await page.evaluate(() => window.porthole!.open('SwitchNetwork'))
  await expect(modal(page)).toHaveAttribute('data-view', 'SwitchNetwork')
  const list = widget(page).getByRole('list', { name: 'Networks' })
  await expect(list.getByRole('button')).toHaveCount(2)
  await expect(list.locator('[data-testid^="network-"]')).toHaveText([/^Base\s*Current$/, 'Arbitrum One'])
  const icon = widget(page).getByTestId('network-eip155:8453').locator('img')
  await expect(icon).toHaveAttribute('src', '/networks/eip155-8453.svg')
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test("a page wallet on a chain outside the project's list shows UnsupportedChain and is switched to one on it", async ({ page }) => {
  await openDapp(page, '?project=networks-anvil2')
  expect(await connectTestWallet(page)).toMatchObject({ result: [expect.any(String)] })
  await expect(modal(page)).toHaveAttribute('data-view', 'UnsupportedChain')
  await expect(widget(page).getByText('Unknown Network')).toBeVisible()
  const offered = widget(page).getByRole('list', { name: 'Networks' }).locator('[data-testid^="network-"]')
  await expect(offered).toHaveText(['Anvil 2', 'Base'])
  await widget(page).getByTestId('network-eip155:31338').click()

  await expect.poll(() => events(page)).toContainEqual({ event: 'chainChanged', payload: '0x7a6a' })
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  await expectClosed(page)
  expect(await page.evaluate(() => window.testWallet.requests())).toContain('wallet_addEthereumChain')
})

test('of two RPC URLs for a chain, reads go to the faster one once they are ranked', async ({ page }) => {
  const slow = await slowRpcProxy()
  await openDemo(page)
  await recordProviderEvents(page)
  await slow.reset()
  // The specs beside this one read through the same proxy: only this test's own addresses count.
  const own = (n: number) => `0x${'0'.repeat(36)}${n.toString(16).padStart(4, '0')}`
  // The first read makes the chain's transport, which starts pinging both URLs. Before any ranking
  // the configured order holds: that read went to the slow proxy, listed first.
  expect(await request(page, 'eth_getBalance', [own(0xa0), 'latest'])).toEqual({ result: '0x0' })
  expect(await slow.balancesAsked()).toContain(own(0xa0))
  await expect.poll(slow.stats).toMatchObject({ net_listening: expect.any(Number) })
  // One ping round (the slow one answers in 300 ms) ranks the anvil itself first: a read of a fresh
  // address stops reaching the slow endpoint.
  let probe = 0xa000
  await expect
    .poll(async () => {
      const address = own(++probe)
      await request(page, 'eth_getBalance', [address, 'latest'])
      return (await slow.balancesAsked()).includes(address)
    })
    .toBe(false)
  // From then on every read goes to the faster one.
  const addresses = [own(0xa1), own(0xa2), own(0xa3)]
  for (const address of addresses) expect(await request(page, 'eth_getBalance', [address, 'latest'])).toEqual({ result: '0x0' })
  expect((await slow.balancesAsked()).filter((address) => addresses.includes(address))).toEqual([])
})
