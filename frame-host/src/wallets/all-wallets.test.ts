import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameServices } from '../services.js'
import { connected } from '../shared-state/connection-slice.js'
import { setHostWallets } from './host-wallets-slice.js'
import { frameStore } from '../testing/frame-store.js'
import { walletInfo } from '../testing/fake-wallet.js'
import { searchWallets } from './all-wallets-slice.js'
import { selectHasMoreWallets, selectWalletEntries } from './all-wallets-selectors.js'
import { selectConnectDirectoryWallets } from './connect-wallets-selectors.js'
import { loadFeaturedWallets, loadNextWallets, loadRecommendedWallets } from './all-wallets-thunks.js'
import { createDirectoryClient, type DirectoryWallet } from './directory-client.js'

const listing = (n: number, name = `Wallet ${n}`, rdns: string | null = `com.w${n}`): DirectoryWallet => ({
  id: `w${n}`,
  name,
  rdns,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  image_id: `img${n}`,
  badge_type: 'none',
})
const DIRECTORY = Array.from({ length: 59 }, (_, i) => (i === 0 ? listing(1, 'MetaMask', 'io.metamask') : listing(i + 1)))

/** A directory worker in memory; records each URL and its signal. */
function fakeDirectory() {
  const calls: { url: URL; signal?: AbortSignal | undefined }[] = []
  let failing = false
  const fetch = async (path: string, init?: { signal?: AbortSignal | undefined }) => {
    const url = new URL(path, 'http://frame.test')
    calls.push({ url, signal: init?.signal })
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError')
    if (failing) return new Response('oops', { status: 500 })
    const q = url.searchParams
    const include = q.get('include')?.split(',')
    const term = q.get('search')?.toLowerCase() ?? ''
    const matches = DIRECTORY.filter((w) => (!include || include.includes(w.id)) && w.name.toLowerCase().includes(term))
    const page = Number(q.get('page')),
      entries = Number(q.get('entries'))
    return Response.json({ data: matches.slice((page - 1) * entries, page * entries), count: matches.length })
  }
  return { fetch, calls, fail: (on: boolean) => (failing = on) }
}

function frame(featuredWalletIds: string[] = []) {
  const directory = fakeDirectory()
  const store = frameStore({ theme: 'light', services: createFrameServices({ fetch: directory.fetch, featuredWalletIds }) })
  return { store, ...directory }
}

describe('directory client', () => {
  it('refuses answers of the wrong shape and bad statuses', async () => {
    const answers = [Response.json({ data: [{ id: 'x' }], count: 1 }), new Response('', { status: 502 })]
    const client = createDirectoryClient(async () => answers.shift()!)
    await expect(client.getWallets({ entries: 4 })).rejects.toThrow('Failed to fetch wallets')
    await expect(client.getWallets({ entries: 4 })).rejects.toThrow('Failed to fetch wallets')
  })
})

describe('all wallets', () => {
  it('loads pages of 40 until the count is reached', async () => {
    const f = frame()
    await f.store.dispatch(loadNextWallets())
    expect(f.store.getState().allWallets.wallets).toHaveLength(40)
    expect(f.calls[0]!.url.search).toBe('?page=1&entries=40')
    expect(selectHasMoreWallets(f.store.getState())).toBe(true)
    await f.store.dispatch(loadNextWallets())
    expect(f.store.getState().allWallets).toMatchObject({ pages: 2, count: 59 })
    expect(f.store.getState().allWallets.wallets).toHaveLength(59)
    await f.store.dispatch(loadNextWallets())
    expect(f.calls).toHaveLength(2)
  })

  it('says when a page failed, and tries the same page again', async () => {
    const f = frame()
    f.fail(true)
    await f.store.dispatch(loadNextWallets())
    expect(f.store.getState().allWallets).toMatchObject({ error: 'Failed to fetch wallets', pages: 0, loading: false })
    f.fail(false)
    await f.store.dispatch(loadNextWallets())
    expect(f.store.getState().allWallets).toMatchObject({ error: undefined, pages: 1 })
  })

  it('asks 4 recommended, and the featured ids in their order', async () => {
    const f = frame(['w9', 'w3'])
    await f.store.dispatch(loadRecommendedWallets())
    await f.store.dispatch(loadFeaturedWallets())
    const state = f.store.getState().allWallets
    expect(state.recommended.map((w) => w.id)).toEqual(['w1', 'w2', 'w3', 'w4'])
    expect(state.featured.map((w) => w.id)).toEqual(['w9', 'w3'])
    expect(f.calls[1]!.url.searchParams.get('entries')).toBe('2')
    expect(selectConnectDirectoryWallets(f.store.getState()).map((w) => w.id)).toEqual(['w9', 'w3', 'w1', 'w2', 'w4'])
  })

  it('asks nothing for featured wallets when none are configured', async () => {
    const f = frame()
    await f.store.dispatch(loadFeaturedWallets())
    expect(f.calls).toHaveLength(0)
  })

  it('puts the recent wallets first and marks the injected ones installed', async () => {
    const f = frame()
    const metamask = { ...walletInfo(1), rdns: 'io.metamask' }
    const other = walletInfo(2)
    f.store.dispatch(setHostWallets([metamask, other]))
    f.store.dispatch(connected({ namespace: 'eip155', connectorId: other.uuid, accounts: [], caipNetworkId: 'eip155:1' }))
    await f.store.dispatch(loadNextWallets())
    const entries = selectWalletEntries(f.store.getState())
    expect(entries[0]).toMatchObject({ kind: 'host', wallet: { uuid: other.uuid }, recent: true })
    expect(entries[1]).toMatchObject({ kind: 'directory', wallet: { id: 'w1' }, installed: { uuid: metamask.uuid } })
    expect(entries).toHaveLength(41)
  })
})

describe('search', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits 300 ms after the last change, aborts the superseded request, asks up to 100', async () => {
    const f = frame()
    f.store.dispatch(searchWallets('m'))
    await vi.advanceTimersByTimeAsync(299)
    f.store.dispatch(searchWallets('me'))
    await vi.advanceTimersByTimeAsync(299)
    expect(f.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(f.calls).toHaveLength(1)
    const first = f.calls[0]!
    expect(first.url.searchParams.get('entries')).toBe('100')
    f.store.dispatch(searchWallets('meta'))
    expect(first.signal?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    await vi.waitFor(() => expect(f.store.getState().allWallets.search.loading).toBe(false))
    const { search } = f.store.getState().allWallets
    expect(search).toMatchObject({ term: 'meta', loading: false })
    expect(search.results.map((w) => w.name)).toEqual(['MetaMask'])
    expect(selectWalletEntries(f.store.getState()).map((e) => e.wallet.name)).toEqual(['MetaMask'])
  })

  it('clears with an empty term, and reports a failure', async () => {
    const f = frame()
    f.fail(true)
    f.store.dispatch(searchWallets('zz'))
    await vi.advanceTimersByTimeAsync(300)
    await vi.waitFor(() => expect(f.store.getState().allWallets.search).toMatchObject({ error: 'Failed to fetch wallets', loading: false }))
    f.store.dispatch(searchWallets('  '))
    expect(f.store.getState().allWallets.search).toEqual({ term: '', results: [], loading: false, error: undefined })
  })
})
