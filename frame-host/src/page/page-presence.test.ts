import { describe, expect, it } from 'vitest'
import { createPagePresence } from './page-presence.js'

const PAGE = 'https://shop.example'

const setup = () => ({ presence: createPagePresence({ frameOrigin: 'https://porthole.test' }) })

describe('the page the frame serves', () => {
  it('is the origin the handshake accepted, and nothing the page says changes it', () => {
    const { presence } = setup()
    expect(presence.origin()).toBeUndefined()
    presence.accept(PAGE)
    expect(presence.update({ name: 'Bank', description: '', url: 'https://bank.example', icons: [] })).toBe(false)
    expect(presence.origin()).toBe(PAGE)
  })

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
})
