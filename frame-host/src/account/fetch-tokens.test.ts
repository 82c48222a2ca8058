import { describe, expect, it } from 'vitest'
import { selectTokens } from './account-selectors.js'
import { BALANCE_CACHE_MS } from './balance-cache.js'
import { fetchTokenBalances } from './fetch-tokens.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { ALICE } from '../testing/fake-wallet.js'
import { BALANCES, connectedWithChainData, USDC_ADDRESS } from '../testing/fixtures.js'

describe('token balances', () => {
  it("reads the active account's balances with projectId, st, sv, currency and chainId; decimals '0' filtered; 3 and 2 decimals", async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer(`/v1/account/${ALICE}/balance`, { body: BALANCES })
    await frame.store.dispatch(fetchTokenBalances({ now: 0 }))
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: `/v1/account/${ALICE}/balance`,
        query: { projectId: 'test-project', st: 'porthole', sv: '1', currency: 'usd', chainId: 'eip155:31337' },
      },
    ])
    const { rows, loading, failed } = selectTokens(frame.store.getState())
    expect({ loading, failed }).toEqual({ loading: false, failed: false })
    expect(rows.map((r) => [r.symbol, r.address, r.balanceText, r.valueText])).toEqual([
      ['ETH', undefined, '10.123', '$30,000.00'],
      ['USDC', USDC_ADDRESS, '1000.000', '$1,000.00'],
    ])
  })

  it('is cached 30 s; force (after a send) asks again with forceUpdate', async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer(`/v1/account/${ALICE}/balance`, { body: BALANCES })
    await frame.store.dispatch(fetchTokenBalances({ now: 0 }))
    await frame.store.dispatch(fetchTokenBalances({ now: BALANCE_CACHE_MS - 1 }))
    expect(api.calls).toHaveLength(1)
    await frame.store.dispatch(fetchTokenBalances({ now: 1, force: true }))
    expect(api.calls[1]!.query.forceUpdate).toBe('true')
  })

  it("an answer of the wrong shape shows 'Token Balance Unavailable' and blocks a retry for 30 s, even a forced one", async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer(`/v1/account/${ALICE}/balance`, { body: { balances: [{ symbol: 'ETH' }] } })
    await frame.store.dispatch(fetchTokenBalances({ now: 0 }))
    expect(frame.store.getState().toast).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
    expect(selectTokens(frame.store.getState())).toMatchObject({ failed: true, rows: [] })
    await frame.store.dispatch(fetchTokenBalances({ now: BALANCE_CACHE_MS - 1, force: true }))
    expect(api.calls).toHaveLength(1)
    await frame.store.dispatch(fetchTokenBalances({ now: BALANCE_CACHE_MS }))
    expect(api.calls).toHaveLength(2)
  })

  it('a network the frame does not offer asks nothing and shows the toast', async () => {
    const { frame, api } = await connectedWithChainData()
    frame.store.dispatch(setActiveNetwork('eip155:8453'))
    await frame.store.dispatch(fetchTokenBalances({ now: 0 }))
    expect(api.calls).toEqual([])
    expect(frame.store.getState().toast.message).toBe('Token Balance Unavailable')
  })
})
