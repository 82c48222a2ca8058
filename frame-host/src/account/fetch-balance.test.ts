import { describe, expect, it } from 'vitest'
import { connectWallet } from '../connection/connect-wallet.js'
import { RpcUnreachableError } from '../rpc/rpc-unreachable.js'
import { selectBalance, selectNetworkUnreachable } from '../store/balance-selectors.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { ALICE } from '../testing/fake-wallet.js'
import { testFrame } from '../testing/test-frame.js'
import { BALANCE_CACHE_MS } from './balance-cache.js'
import { fetchBalance } from './fetch-balance.js'

async function connected(read: testFrame.Options['read']) {
  const frame = testFrame({ read })
  frame.listWallets()
  await frame.store.dispatch(connectWallet('uuid-1'))
  return frame
}

describe('native balance', () => {
  it('is pending (0.000) until fetched, then eth_getBalance on the active network, floored to 3 decimals', async () => {
    const frame = await connected(() => '0x1bc16d674ec7ffff') // 1.999… ETH
    expect(selectBalance(frame.store.getState())).toEqual({ text: '0.000', symbol: 'ETH', pending: true })
    await frame.store.dispatch(fetchBalance(1_000))
    expect(frame.reads).toEqual([{ url: 'http://127.0.0.1:48545', method: 'eth_getBalance', params: [ALICE, 'latest'] }])
    expect(selectBalance(frame.store.getState())).toEqual({ text: '1.999', symbol: 'ETH', pending: false })
  })

  it('is cached 30 s per account and network', async () => {
    const frame = await connected(() => '0x0')
    await frame.store.dispatch(fetchBalance(0))
    await frame.store.dispatch(fetchBalance(BALANCE_CACHE_MS - 1))
    expect(frame.reads).toHaveLength(1)
    frame.store.dispatch(setActiveNetwork('eip155:31338'))
    await frame.store.dispatch(fetchBalance(BALANCE_CACHE_MS - 1))
    expect(frame.reads.map((r) => r.url)).toEqual(['http://127.0.0.1:48545', 'http://127.0.0.1:48546'])
    await frame.store.dispatch(fetchBalance(2 * BALANCE_CACHE_MS))
    expect(frame.reads).toHaveLength(3)
  })

  it("a failure shows 'Token Balance Unavailable' and is not retried for 30 s", async () => {
    const frame = await connected(() => {
      throw new Error('down')
    })
    await frame.store.dispatch(fetchBalance(0))
    expect(frame.store.getState().toast).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
    expect(selectBalance(frame.store.getState()).text).toBe('0.000')
    await frame.store.dispatch(fetchBalance(BALANCE_CACHE_MS - 1))
    expect(frame.reads).toHaveLength(1)
  })

  it("an RPC that cannot be reached is said in Account, not as a toast; the visitor's retry goes past the 30 s block", async () => {
    let reachable = false
    const frame = await connected(() => {
      if (!reachable) throw new RpcUnreachableError('HTTP request failed.')
      return '0xde0b6b3a7640000'
    })
    await frame.store.dispatch(fetchBalance(0))
    expect(selectNetworkUnreachable(frame.store.getState())).toBe(true)
    expect(frame.store.getState().toast.open).toBe(false)
    await frame.store.dispatch(fetchBalance(1))
    expect(frame.reads).toHaveLength(1)

    reachable = true
    await frame.store.dispatch(fetchBalance(2, { retry: true }))
    expect(selectNetworkUnreachable(frame.store.getState())).toBe(false)
    expect(selectBalance(frame.store.getState()).text).toBe('1.000')
  })

  it('is about the network it was read on: another network is not unreachable until read', async () => {
    const frame = await connected(() => {
      throw new RpcUnreachableError('Request timed out')
    })
    await frame.store.dispatch(fetchBalance(0))
    frame.store.dispatch(setActiveNetwork('eip155:31338'))
    expect(selectNetworkUnreachable(frame.store.getState())).toBe(false)
  })

  it('on a network the frame does not offer, asks no node and shows the toast', async () => {
    const frame = await connected(() => '0x1')
    frame.store.dispatch(setActiveNetwork('eip155:8453'))
    await frame.store.dispatch(fetchBalance(0))
    expect(frame.reads).toEqual([])
    expect(frame.store.getState().toast.message).toBe('Token Balance Unavailable')
    expect(selectBalance(frame.store.getState())).toEqual({ text: '0.000', symbol: '', pending: false })
  })
})
