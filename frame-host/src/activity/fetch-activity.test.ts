import { describe, expect, it } from 'vitest'
import { selectActivity, selectNfts } from '../account/account-selectors.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { testFrame } from '../testing/test-frame.js'
import { ALICE } from '../testing/fake-wallet.js'
import { connectedWithChainData } from '../testing/fixtures.js'
import { fetchActivity, NO_ACCOUNT_ADDRESS } from './fetch-activity.js'

const HISTORY = `/v1/account/${ALICE}/history`

const tx = (id: string, minedAt: string, transfers: unknown[] = [{ fungible_info: { symbol: 'USDC' }, direction: 'out', quantity: { numeric: '1.5' } }]) => ({
  id,
  metadata: { operationType: 'send', hash: `0x${id}`, minedAt, sentFrom: ALICE, sentTo: '0xb0b', status: 'confirmed', nonce: 1, chain: 'eip155:31337' },
  transfers,
})

describe('activity', () => {
  it('reads pages by cursor; rows are grouped, amounts show 3 decimals; next is cleared on the last page', async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer(HISTORY, (query) =>
      query.cursor === 'page-2'
        ? { body: { data: [tx('old', '2026-01-15T12:00:00Z')], next: null } }
        : { body: { data: [tx('new', '2026-03-15T12:00:00Z')], next: 'page-2' } },
    )
    await frame.store.dispatch(fetchActivity())
    expect(api.calls[0]!.query).toMatchObject({ chainId: 'eip155:31337' })
    expect(selectActivity(frame.store.getState())).toMatchObject({ loading: false, empty: false, failed: false, hasMore: true })
    await frame.store.dispatch(fetchActivity({ more: true }))
    expect(api.calls[1]!.query.cursor).toBe('page-2')
    const activity = selectActivity(frame.store.getState())
    expect(activity.hasMore).toBe(false)
    expect(activity.groups.map((g) => [g.year, g.month, g.rows.map((r) => [r.id, r.amounts])])).toEqual([
      [2026, 2, [['new', ['-1.500 USDC']]]],
      [2026, 0, [['old', ['-1.500 USDC']]]],
    ])
    await frame.store.dispatch(fetchActivity({ more: true }))
    expect(api.calls).toHaveLength(2)
  })

  it('is empty when nothing is listed; a failure ends loading, sets empty and failed, and clears the cursor', async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer(HISTORY, { body: { data: [], next: null } })
    await frame.store.dispatch(fetchActivity())
    expect(selectActivity(frame.store.getState())).toMatchObject({ empty: true, failed: false })
    api.answer(HISTORY, { status: 500, body: {} })
    await frame.store.dispatch(fetchActivity())
    expect(frame.store.getState().activity).toMatchObject({ loading: false, empty: true, failed: true })
    expect(frame.store.getState().activity.next).toBeUndefined()
  })

  it('another network starts over', async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer(HISTORY, { body: { data: [tx('a', '2026-03-15T12:00:00Z')], next: 'c' } })
    await frame.store.dispatch(fetchActivity())
    frame.store.dispatch(setActiveNetwork('eip155:31338'))
    api.answer(HISTORY, { body: { data: [tx('a', '2026-03-15T12:00:00Z')], next: null } })
    await frame.store.dispatch(fetchActivity())
    // The answer's transaction is on 31337, not the active network: dropped.
    expect(selectActivity(frame.store.getState())).toMatchObject({ empty: true, groups: [] })
  })

  it("without an account: 'Transactions can't be fetched without an accountAddress'", async () => {
    const frame = testFrame()
    await expect(frame.store.dispatch(fetchActivity())).rejects.toThrow(NO_ACCOUNT_ADDRESS)
  })

  it('NFTs: received ones not sent on since, spam left out', async () => {
    const { frame, api } = await connectedWithChainData()
    const nft = (name: string, direction: string, spam = false) => ({
      nft_info: { name, content: { preview: { url: `https://img/${name}` } }, flags: { is_spam: spam } },
      direction,
      quantity: { numeric: '1' },
    })
    api.answer(HISTORY, {
      body: {
        data: [
          tx('3', '2026-03-17T12:00:00Z', [nft('Punk #2', 'out')]),
          tx('2', '2026-03-16T12:00:00Z', [nft('Punk #2', 'in'), nft('Junk', 'in', true)]),
          tx('1', '2026-03-15T12:00:00Z', [nft('Punk #1', 'in')]),
        ],
      },
    })
    await frame.store.dispatch(fetchActivity())
    expect(selectNfts(frame.store.getState())).toEqual([{ name: 'Punk #1', image: 'https://img/Punk #1' }])
  })
})
