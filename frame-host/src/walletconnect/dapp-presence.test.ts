import { describe, expect, it } from 'vitest'
import type { Fetch } from '../http/fetch.js'
import { createDappPresence } from './dapp-presence.js'

const PAGE = 'https://shop.example'
const ID = 'ab'.repeat(32)

function setup(fetch: Fetch = async () => new Response('{"ok":true}')) {
  const posted: { url: string; body: unknown }[] = []
  const recording: Fetch = async (url, init) => (posted.push({ url, body: JSON.parse(init?.body ?? 'null') }), fetch(url, init))
  return { posted, presence: createDappPresence({ fetch: recording, projectId: 'demo', frameOrigin: 'https://porthole.test' }) }
}

describe('how WalletConnect wallets see the page', () => {
  it('before the page describes itself, its accepted origin names it, with the worker as Verify server', () => {
    const { presence } = setup()
    expect(presence.metadata()).toBeUndefined()
    presence.accept(PAGE)
    expect(presence.metadata()).toEqual({ name: 'shop.example', description: '', url: PAGE, icons: [], verifyUrl: 'https://porthole.test/verify/v2' })
  })

  it("takes the page's own metadata for its own origin only", () => {
    const { presence } = setup()
    const shop = { name: 'Shoe Shop', description: 'Best shoes', url: PAGE, icons: ['https://shop.example/icon.png'] }
    expect(presence.update(shop)).toBe(false)
    presence.accept(PAGE)
    expect(presence.update({ ...shop, url: 'https://bank.example' })).toBe(false)
    expect(presence.metadata()?.name).toBe('shop.example')
    expect(presence.update(shop)).toBe(true)
    expect(presence.metadata()).toEqual({ ...shop, verifyUrl: 'https://porthole.test/verify/v2' })
  })

  it('attests each outgoing request for the accepted origin, and a failing worker does not stop connecting', async () => {
    const { presence, posted } = setup(() => Promise.reject(new Error('offline')))
    await presence.attest(ID)
    expect(posted).toEqual([])
    presence.accept(PAGE)
    await expect(presence.attest(ID)).resolves.toBeUndefined()
    expect(posted).toEqual([{ url: '/verify/v2/attestation', body: { projectId: 'demo', id: ID, origin: PAGE } }])
  })
})
