import { amountSet, fetchActivity, fetchProfileName, fetchTokenBalances, sendTokens } from '@porthole/frame-host'
import { ALICE, BALANCES, connectedWithChainData } from '@porthole/frame-host/testing'
import type { FrameConfig } from '@porthole/protocol'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { ConfigContext } from '../config-context.js'
import { render } from '../testing/render.js'
import { ActivityTab } from '../components/account/ActivityTab.js'
import { AccountView } from './account/AccountView.js'
import { ReceiveView } from './account/ReceiveView.js'
import { RegisterAccountNameView } from './account/RegisterAccountNameView.js'
import { SendView } from './account/SendView.js'

const config = { projectId: 'demo', theme: 'light', allowedOrigins: [], features: [] } as FrameConfig
const withConfig = (View: ComponentType) => () => (
  <ConfigContext value={config}>
    <View />
  </ConfigContext>
)

describe('Account with chain data', () => {
  it("Tokens tab: balances with 3 decimals and values with 2; no decimals-'0' token; the registered name", async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer(`/v1/account/${ALICE}/balance`, { body: BALANCES })
    api.answer(`/v1/profile/reverse/${ALICE}`, { body: [{ name: 'alice.reown.id' }] })
    await frame.store.dispatch(fetchTokenBalances())
    await frame.store.dispatch(fetchProfileName())
    const html = render(frame.store, AccountView)
    expect(html).toContain('data-testid="account-name">alice.reown.id<')
    expect(html).toMatch(/data-testid="token-ETH".*10\.123 ETH.*\$30,000\.00/)
    expect(html).toMatch(/data-testid="token-USDC".*1000\.000 USDC.*\$1,000\.00/)
    expect(html).not.toContain('ZERO')
  })

  it('offers the wallet features in the order, Buy and Swap only where the worker serves them', async () => {
    const { frame } = await connectedWithChainData()
    const network = frame.store.getState().network.active.eip155
    const served = {
      ...config,
      swapNetworks: [network],
      onrampProvider: { name: 'sandbox', label: 'Sandbox', feeRange: '1-2%', supportedChains: ['eip155'] },
    } as FrameConfig
    const order = (html: string) => [...html.matchAll(/data-testid="open-(\w+)"/g)].map((m) => m[1])
    expect(order(render(frame.store, AccountView, served))).toEqual(['buy', 'swap', 'receive', 'send'])
    expect(order(render(frame.store, AccountView))).toEqual(['receive', 'send'])
  })

  it('keeps Disconnect above the tokens, which arrive later and lengthen the card below it', async () => {
    const { frame, api } = await connectedWithChainData()
    const before = render(frame.store, AccountView)
    api.answer(`/v1/account/${ALICE}/balance`, { body: BALANCES })
    await frame.store.dispatch(fetchTokenBalances())
    const after = render(frame.store, AccountView)
    const above = (html: string) => html.slice(0, html.indexOf('>Disconnect<'))
    expect(after.indexOf('data-testid="token-ETH"')).toBeGreaterThan(above(after).length)
    // Nothing above the button changed as the tokens arrived.
    expect(above(after)).toBe(above(before))
  })

  it('offers to choose a name when the account has none', async () => {
    const { frame } = await connectedWithChainData()
    expect(render(frame.store, AccountView)).toContain('>Choose a name<')
  })
})

describe('Activity tab', () => {
  it('groups under month and year headings; a failure says so with Try again; nothing listed is the empty state', async () => {
    const { frame, api } = await connectedWithChainData()
    const minedAt = '2026-03-15T12:00:00Z'
    const metadata = {
      operationType: 'send',
      minedAt,
      sentFrom: ALICE,
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: 'confirmed',
      chain: 'eip155:31337',
    }
    api.answer(`/v1/account/${ALICE}/history`, {
      body: { data: [{ id: 't1', metadata, transfers: [{ fungible_info: { symbol: 'USDC' }, direction: 'out', quantity: { numeric: '1.5' } }] }], next: null },
    })
    await frame.store.dispatch(fetchActivity())
    const html = render(frame.store, ActivityTab)
    expect(html).toContain('>March 2026<')
    expect(html).toContain('-1.500 USDC')
    expect(html).toContain('0x7099…dc79C8')

    api.answer(`/v1/account/${ALICE}/history`, { body: { data: [], next: null } })
    await frame.store.dispatch(fetchActivity())
    expect(render(frame.store, ActivityTab)).toContain('No activity yet')
    api.answer(`/v1/account/${ALICE}/history`, { status: 500, body: {} })
    await frame.store.dispatch(fetchActivity())
    expect(render(frame.store, ActivityTab)).toMatch(/Failed to fetch transactions.*Try again/)
  })
})

describe('Send and Receive', () => {
  it('Send shows the spec message of a refused send', async () => {
    const { frame } = await connectedWithChainData()
    frame.store.dispatch(amountSet('1'))
    await frame.store.dispatch(sendTokens())
    expect(render(frame.store, SendView)).toContain('data-testid="send-error">An amount and receiver address are required<')
  })

  it('Send says so when the balances could not be read, instead of an empty token list', async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer(`/v1/account/${ALICE}/balance`, { status: 500, body: {} })
    await frame.store.dispatch(fetchTokenBalances())
    const html = render(frame.store, SendView)
    expect(html).toMatch(/data-testid="send-token".*<option value="" selected="">Token Balance Unavailable<\/option><\/select>/)
    expect(html).toContain('data-testid="send-error">Token Balance Unavailable<')
  })

  it('Receive: a QR code of the address, the full address, and the EVM networks', async () => {
    const { frame } = await connectedWithChainData()
    const html = render(frame.store, ReceiveView)
    expect(html).toContain(`data-address="${ALICE}"`)
    expect(html).toContain('aria-label="QR code"')
    expect(html).toMatch(/Supported networks.*Ethereum.*Anvil/)
    expect(html).not.toContain('>Solana<')
  })
})

describe('RegisterAccountName', () => {
  it('shows the name field with the suffix', async () => {
    const { frame } = await connectedWithChainData()
    const html = render(frame.store, withConfig(RegisterAccountNameView))
    expect(html).toContain('.reown.id')
    expect(html).toContain('>Register<')
  })
})
