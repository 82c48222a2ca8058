import { dappMetadata } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { fakeHead, PAGE_LOCATION } from '../testing/fake-head.js'
import { readDappMetadata } from './dapp-metadata.js'

describe("the page's self-description for wallets", () => {
  it('reads the title, description meta, origin and icon links, which the frame accepts as they are', () => {
    const head = fakeHead({ title: ' Demo shop ', description: 'Shoes, delivered', icons: ['https://shop.example/icon.png', 'https://cdn.example/i.svg'] })
    const metadata = readDappMetadata(head, PAGE_LOCATION, {})
    expect(metadata).toEqual({
      name: 'Demo shop',
      description: 'Shoes, delivered',
      url: 'https://shop.example',
      icons: ['https://shop.example/icon.png', 'https://cdn.example/i.svg'],
    })
    expect(dappMetadata().safeParse(metadata).success).toBe(true)
  })

  it("prefers the snippet's attributes, resolving a relative icon against the page", () => {
    const head = fakeHead({ title: 'Cart (3)', description: 'ignored', icons: ['https://shop.example/favicon.ico'] })
    expect(readDappMetadata(head, PAGE_LOCATION, { name: 'Shoe Shop', description: 'Best shoes', icon: '/brand.png' })).toEqual({
      name: 'Shoe Shop',
      description: 'Best shoes',
      url: 'https://shop.example',
      icons: ['https://shop.example/brand.png'],
    })
  })

  it('falls back to the host without a title; drops data: icons and keeps at most four; trims what is too long', () => {
    const icons = ['data:image/png;base64,AAAA', ...['a', 'b', 'c', 'd', 'e'].map((n) => `https://shop.example/${n}.png`)]
    const metadata = readDappMetadata(fakeHead({ description: 'x'.repeat(400), icons }), PAGE_LOCATION, {})
    expect(metadata.name).toBe('shop.example')
    expect(metadata.icons).toEqual(['a', 'b', 'c', 'd'].map((n) => `https://shop.example/${n}.png`))
    expect(metadata.description).toHaveLength(300)
    expect(dappMetadata().safeParse(metadata).success).toBe(true)
  })
})
