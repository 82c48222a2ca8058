import { beforeAll, describe, expect, it } from 'vitest'
import metamaskLogo from '@web3icons/core/svgs/wallets/branded/metamask.svg.js'
import usdcLogo from '@web3icons/core/svgs/tokens/branded/USDC.svg.js'
import { siFarcaster, siGoogle } from 'simple-icons'
import { initials } from '../../src/wallets/image.js'
import { walletLogo } from '../../src/wallets/logos.js'
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
  expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>\s*$/)
  return text
}

async function expectNotFound(path: string) {
  const response = await call(path)
  expect(response.status).toBe(404)
  expect(response.headers.get('Content-Type')).toBe('application/json')
  expect(await response.json()).toEqual({ error: 'Not Found' })
}

describe('GET /getWalletImage/{id}', () => {
  it("serves the wallet's real logo from the icon package", async () => {
    expect(await svg('/getWalletImage/metamask')).toBe(metamaskLogo)
  })

  it('has a picture for every wallet of the directory: its logo, else its initials on a tile', async () => {
    const logos = WALLETS.filter((wallet) => walletLogo(wallet.image_id) !== undefined)
    expect(logos.length).toBeGreaterThanOrEqual(25)
    // All at once, each as its own client: one after another they took seconds.
    await Promise.all(
      WALLETS.map(async (wallet) => {
        const image = await svg(`/getWalletImage/${wallet.image_id}`)
        if (walletLogo(wallet.image_id) === undefined) expect(image).toContain(`>${initials(wallet.name)}</text>`)
        else expect(image).not.toContain('<text')
      }),
    )
  })

  it('draws a wallet without a logo in its own colour, the same every time', async () => {
    const fill = (image: string) => /fill="(hsl[^"]+)"/.exec(image)?.[1]
    const talisman = await svg('/getWalletImage/talisman')
    expect(await svg('/getWalletImage/talisman')).toBe(talisman)
    const colours = new Set(await Promise.all(['talisman', 'xverse', 'leather', 'unisat'].map(async (id) => fill(await svg(`/getWalletImage/${id}`)))))
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
  it.each(['Asset', 'Currency', 'Token'])("serves a known token's logo, by symbol in any case: get%sImage", async (kind) => {
    expect(await svg(`/public/get${kind}Image/usdc`)).toBe(usdcLogo)
    expect(await svg(`/public/get${kind}Image/USDC`)).toBe(usdcLogo)
  })

  it('draws a labelled disc for a symbol with no logo', async () => {
    const image = await svg('/public/getTokenImage/PTK')
    expect(image).toContain('<circle')
    expect(image).toContain('>PTK</text>')
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

describe('GET /public/getSocialImage/{provider}', () => {
  it("draws each provider's glyph, white on its brand colour", async () => {
    const google = await svg('/public/getSocialImage/google')
    expect(google).toContain(`fill="#${siGoogle.hex}"`)
    expect(google).toContain(`fill="#fff" d="${siGoogle.path}"`)
    expect(await svg('/public/getSocialImage/farcaster')).toContain(siFarcaster.path)
  })

  it('404 for a provider the widget does not offer', async () => {
    await expectNotFound('/public/getSocialImage/myspace')
    await expectNotFound('/public/getSocialImage/Google')
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
