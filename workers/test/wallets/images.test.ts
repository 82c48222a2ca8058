import { beforeAll, describe, expect, it } from 'vitest'
import { initials } from '../../src/wallets/image.js'
import { call, seedProject } from '../support.js'
import { seedWallets, WALLETS } from './support.js'

beforeAll(async () => {
  await seedWallets()
  await seedProject('images-test', ['https://app.example.com'])
})

async function svg(path: string): Promise<string> {
  const response = await call(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=604800')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  const text = await response.text()
  expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/)
  return text
}

async function expectNotFound(path: string) {
  const response = await call(path)
  expect(response.status).toBe(404)
  expect(response.headers.get('Content-Type')).toBe('application/json')
  expect(await response.json()).toEqual({ error: 'Not Found' })
}

describe('GET /getWalletImage/{id}', () => {
  it('draws every wallet of the directory, each from its image id', async () => {
    for (const wallet of WALLETS) {
      const image = await svg(`/getWalletImage/${wallet.image_id}`)
      expect(image).toContain(`>${initials(wallet.name)}</text>`)
    }
  })

  it('draws the same picture every time, and different wallets in different colours', async () => {
    const fill = (image: string) => /fill="(hsl[^"]+)"/.exec(image)?.[1]
    const metamask = await svg('/getWalletImage/metamask')
    expect(await svg('/getWalletImage/metamask')).toBe(metamask)
    const colours = new Set(await Promise.all(['metamask', 'rainbow', 'phantom', 'safe'].map(async (id) => fill(await svg(`/getWalletImage/${id}`)))))
    expect(colours.size).toBe(4)
  })

  it('404 for an unknown or malformed id', async () => {
    await expectNotFound('/getWalletImage/no-such-wallet')
    await expectNotFound('/getWalletImage/MetaMask')
    await expectNotFound('/getWalletImage/%3Csvg%3E')
    await expectNotFound('/getWalletImage/')
    await expectNotFound('/getWalletImage/metamask/more')
  })

  it('405 for POST; 403 for an unknown project; CORS for an allowed origin', async () => {
    expect((await call('/getWalletImage/metamask', { method: 'POST' })).status).toBe(405)
    expect((await call('/getWalletImage/metamask?projectId=nobody')).status).toBe(403)
    const allowed = await call('/getWalletImage/metamask?projectId=images-test', { origin: 'https://app.example.com' })
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com')
  })
})

describe('GET /public/get{Asset,Currency,Token}Image/{id}', () => {
  it.each(['Asset', 'Currency', 'Token'])('draws a labelled disc for a symbol on getXImage: %s', async (kind) => {
    const image = await svg(`/public/get${kind}Image/usdc`)
    expect(image).toContain('<circle')
    expect(image).toContain('>USDC</text>')
  })

  it('draws a plain disc for an id that is no short symbol', async () => {
    const image = await svg('/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00')
    expect(image).toContain('<circle')
    expect(image).not.toContain('<text')
  })

  it('404 for a malformed id', async () => {
    await expectNotFound('/public/getTokenImage/a%20b')
    await expectNotFound(`/public/getCurrencyImage/${'a'.repeat(65)}`)
    await expectNotFound('/public/getOtherImage/usdc')
  })
})

describe('initials', () => {
  it.each([
    ['Trust Wallet', 'TW'],
    ['MetaMask', 'MM'],
    ['imToken', 'IT'],
    ['Safe', 'S'],
    ['1inch Wallet', '1W'],
    ['polkadot{.js}', 'PJ'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})
