import { LEGACY_INJECTED_UUID, UserRejectedRequestError, type HostWallet } from '@porthole/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { announceOn, fakePage, fakeWallet, flush, info } from '../testing/fake-wallets.js'
import { metaMaskCompatible } from '../compat.js'
import type { Provider } from '../provider.js'
import { relayHostWallets } from './relay.js'

const own = { request: () => Promise.resolve(null) }

function relay(page: ReturnType<typeof fakePage>) {
  const lists: HostWallet[][] = []
  const events: unknown[][] = []
  const handle = relayHostWallets({
    target: page,
    own,
    onWallets: (wallets) => void lists.push(wallets),
    onEvent: (...event) => void events.push(event),
  })
  return { ...handle, lists, events }
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('discovery', () => {
  it('lists announced wallets once per burst, without Porthole itself', async () => {
    const page = fakePage()
    announceOn(page, info('a'), fakeWallet())
    announceOn(page, info('b'), fakeWallet())
    announceOn(page, info('porthole', 'Porthole'), own)
    const r = relay(page)
    await flush()
    expect(r.lists).toEqual([[info('a'), info('b')]])
    expect(r.wallets()).toEqual([info('a'), info('b')])
  })

  it('ignores re-announcements and adds a late wallet with a new list', async () => {
    const page = fakePage()
    const reannounce = announceOn(page, info('a'), fakeWallet())
    const r = relay(page)
    await flush()
    reannounce()
    await flush()
    expect(r.lists).toHaveLength(1)
    announceOn(page, info('late'), fakeWallet())()
    await flush()
    expect(r.lists.at(-1)).toEqual([info('a'), info('late')])
  })

  it('drops malformed announcements with a warning', async () => {
    const page = fakePage()
    announceOn(page, { ...info('x'), icon: 'javascript:alert(1)' }, fakeWallet())
    announceOn(page, info('y'), { notAProvider: true })
    announceOn(page, info('ok'), fakeWallet())
    const r = relay(page)
    await flush()
    expect(r.wallets()).toEqual([info('ok')])
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('relays a legacy window.ethereum as Browser Wallet', async () => {
    const r = relay(fakePage(fakeWallet()))
    await flush()
    expect(r.wallets()).toEqual([{ uuid: LEGACY_INJECTED_UUID, name: 'Browser Wallet', icon: expect.stringMatching(/^data:image\/svg\+xml,/), rdns: '' }])
  })

  it('skips window.ethereum when it is an announced wallet or Porthole itself', async () => {
    const wallet = fakeWallet()
    const page = fakePage(wallet)
    announceOn(page, info('a'), wallet)
    expect(relay(page).wallets()).toEqual([info('a')])
    expect(relay(fakePage(own)).wallets()).toEqual([])
  })

  it("skips Porthole's MetaMask-compatible window.ethereum too: it is Porthole's own provider underneath", async () => {
    const compat = metaMaskCompatible(own as unknown as Provider)
    expect(compat.isMetaMask).toBe(true)
    expect(relay(fakePage(compat)).wallets()).toEqual([])
  })

  it('replaces the legacy entry when the same wallet announces itself later', async () => {
    const wallet = fakeWallet()
    const page = fakePage(wallet)
    const r = relay(page)
    announceOn(page, info('a'), wallet)()
    await flush()
    expect(r.lists).toEqual([[info('a')]])
    expect(wallet.listenerCount()).toBe(5)
  })
})

describe('requests', () => {
  it('go to that exact provider object and answer with its result', async () => {
    const a = fakeWallet(() => ['0xabc'])
    const b = fakeWallet(() => ['0xdef'])
    const page = fakePage(b)
    announceOn(page, info('a'), a)
    const r = relay(page)
    expect(await r.request('a', { method: 'eth_requestAccounts' })).toEqual(['0xabc'])
    expect(await r.request(LEGACY_INJECTED_UUID, { method: 'personal_sign', params: ['0x00', '0xabc'] })).toEqual(['0xdef'])
    expect(a.calls).toEqual([{ method: 'eth_requestAccounts' }])
    expect(b.calls).toEqual([{ method: 'personal_sign', params: ['0x00', '0xabc'] }])
  })

  it("keep the wallet's code, message and data on error", async () => {
    const page = fakePage()
    const error = Object.assign(new Error('User rejected the request.'), { code: 4001, data: { reason: 'nope' } })
    announceOn(
      page,
      info('a'),
      fakeWallet(() => Promise.reject(error)),
    )
    announceOn(
      page,
      info('b'),
      fakeWallet(() => {
        throw new Error('boom')
      }),
    )
    const r = relay(page)
    const rejected = r.request('a', { method: 'eth_sendTransaction' })
    await expect(rejected).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(rejected).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
      data: { reason: 'nope' },
    })
    await expect(r.request('b', { method: 'eth_sign' })).rejects.toMatchObject({ code: -32603, message: 'boom', data: undefined })
  })

  it('to an unknown uuid fail with 4100', async () => {
    await expect(relay(fakePage()).request('nope', { method: 'eth_accounts' })).rejects.toMatchObject({ code: 4100 })
  })

  it('fail with -32603 when the answer cannot cross the channel', async () => {
    const page = fakePage()
    announceOn(
      page,
      info('a'),
      fakeWallet(() => 1n),
    )
    await expect(relay(page).request('a', { method: 'eth_chainId' })).rejects.toMatchObject({ code: -32603 })
  })
})

describe('events', () => {
  it('are forwarded with the uuid, as plain data', async () => {
    const wallet = fakeWallet()
    const page = fakePage()
    announceOn(page, info('a'), wallet)
    const r = relay(page)
    wallet.emit('accountsChanged', ['0xabc'])
    wallet.emit('chainChanged', '0x1')
    wallet.emit('disconnect', Object.assign(new Error('gone'), { code: 4900 }))
    wallet.emit('message', { type: 'eth_subscription', data: { callback: () => {} } })
    expect(r.events).toEqual([
      ['a', 'accountsChanged', ['0xabc']],
      ['a', 'chainChanged', '0x1'],
      ['a', 'disconnect', { code: 4900, message: 'gone' }],
      ['a', 'message', { type: 'eth_subscription', data: {} }],
    ])
  })

  it('without a JSON form are dropped with a warning', () => {
    const wallet = fakeWallet()
    const page = fakePage()
    announceOn(page, info('a'), wallet)
    const r = relay(page)
    wallet.emit('message', { big: 1n })
    expect(r.events).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
  })

  it('stop: listeners removed, later announcements ignored, requests refused', async () => {
    const wallet = fakeWallet()
    const page = fakePage()
    announceOn(page, info('a'), wallet)
    const r = relay(page)
    r.stop()
    expect(wallet.listenerCount()).toBe(0)
    announceOn(page, info('b'), fakeWallet())()
    await flush()
    expect(r.lists).toEqual([])
    await expect(r.request('a', { method: 'eth_accounts' })).rejects.toMatchObject({ code: 4100 })
  })
})
