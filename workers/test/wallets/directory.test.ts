import { beforeAll, describe, expect, it } from 'vitest'
import { call, seedProject } from '../support.js'
import { listingOrder, seedWallets, WALLETS, type WalletPage } from './support.js'

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

beforeAll(async () => {
  await seedWallets()
  await seedProject('wallets-test', ['https://app.example.com'])
})

async function page(query: string): Promise<WalletPage> {
  const response = await call(`/getWallets${query}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('application/json')
  return response.json()
}

const ids = (result: WalletPage) => result.data.map((w) => w.id)

describe('GET /getWallets paging', () => {
  it('pages of 40 by default, ranked wallets first, then by name', async () => {
    expect(WALLETS.length).toBeGreaterThan(40)
    const order = listingOrder(WALLETS)
    const first = await page('')
    expect(first.count).toBe(WALLETS.length)
    expect(ids(first)).toEqual(order.slice(0, 40))
    const second = await page('?page=2')
    expect(second.count).toBe(WALLETS.length)
    expect(ids(second)).toEqual(order.slice(40))
    expect((await page('?page=3')).data).toEqual([])
  })

  it('gives the four recommended wallets for entries=4', async () => {
    const result = await page('?page=1&entries=4')
    expect(ids(result)).toEqual(['metamask', 'trust-wallet', 'coinbase-wallet', 'rainbow'])
  })

  it('returns the listing fields of and the badge, without the rank', async () => {
    const { data } = await page('?include=metamask')
    const entry = WALLETS.find((w) => w.id === 'metamask')!
    expect(data).toEqual([Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'rank'))])
    expect(Object.keys(data[0]!).sort()).toEqual(['badge_type', 'chains', 'desktop_link', 'id', 'image_id', 'mobile_link', 'name', 'rdns', 'webapp_link'])
  })
})

describe('GET /getWallets filters', () => {
  it("finds MetaMask with 'meta', in any case", async () => {
    for (const term of ['meta', 'META', 'MetaM']) {
      const result = await page(`?search=${term}&entries=100`)
      expect(result.data[0]?.name).toBe('MetaMask')
      expect(result.count).toBe(result.data.length)
    }
  })

  it('ranks names starting with the term first, then words starting with it', async () => {
    const result = await page('?search=wa&entries=100')
    const tier = (name: string) => (name.toLowerCase().startsWith('wa') ? 0 : /\bwa/i.test(name) ? 1 : 2)
    const tiers = result.data.map((w) => tier(w.name))
    expect(tiers).toEqual([...tiers].sort())
    expect(tiers).toContain(1)
    expect(tiers).toContain(2) // SubWallet matches inside a word
    expect(result.count).toBe(WALLETS.filter((w) => w.name.toLowerCase().includes('wa')).length)
  })

  it('treats search text literally and finds nothing for an unknown name', async () => {
    expect((await page('?search=%25')).count).toBe(0)
    expect((await page('?search=_')).count).toBe(0)
    expect(await page(`?search=${'x'.repeat(100)}`)).toEqual({ data: [], count: 0 })
  })

  it('includes and excludes by id', async () => {
    const included = await page('?include=phantom,metamask,no-such-wallet')
    expect(ids(included)).toEqual(['metamask', 'phantom'])
    expect(included.count).toBe(2)
    const both = await page('?include=phantom,metamask&exclude=metamask')
    expect(ids(both)).toEqual(['phantom'])
    const excluded = await page('?exclude=metamask,%20trust-wallet,&entries=100')
    expect(excluded.count).toBe(WALLETS.length - 2)
    expect(ids(excluded)).not.toContain('metamask')
    expect(ids(excluded)[0]).toBe('coinbase-wallet')
  })

  it('keeps wallets supporting any of the chains', async () => {
    const bitcoin = await page(`?chains=${BITCOIN}&entries=100`)
    expect(bitcoin.count).toBe(WALLETS.filter((w) => w.chains.includes(BITCOIN)).length)
    expect(bitcoin.data.every((w) => w.chains.includes(BITCOIN))).toBe(true)
    expect(ids(bitcoin)).toContain('xverse')
    const either = await page(`?chains=${BITCOIN},${SOLANA}&entries=100`)
    expect(either.count).toBe(WALLETS.filter((w) => w.chains.includes(BITCOIN) || w.chains.includes(SOLANA)).length)
    expect((await page('?chains=eip155:999999999')).count).toBe(0)
  })

  it('keeps certified wallets for badge_type=certified; none asks for no badge', async () => {
    const certified = await page('?badge_type=certified&entries=100')
    expect(certified.count).toBe(WALLETS.filter((w) => w.badge_type === 'certified').length)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect((await page('?badge_type=none')).count).toBe(WALLETS.length)
  })

  it('combines filters, counting every match', async () => {
    const result = await page(`?search=wallet&chains=${SOLANA}&badge_type=certified&entries=2&page=2`)
    const matching = WALLETS.filter((w) => /wallet/i.test(w.name) && w.chains.includes(SOLANA) && w.badge_type === 'certified')
    expect(matching.length).toBeGreaterThan(2)
    expect(result.count).toBe(matching.length)
    expect(result.data).toHaveLength(matching.length - 2)
  })
})

describe('GET /getWallets bad input', () => {
  it.each([
    ['page 0', '?page=0'],
    ['page not a number', '?page=two'],
    ['fractional page', '?page=1.5'],
    ['entries 0', '?entries=0'],
    ['entries over 100', '?entries=101'],
    ['empty entries', '?entries='],
    ['bad id in include', '?include=metamask,Meta%20Mask'],
    ['bad id in exclude', "?exclude=a'b"],
    ['chain without reference', '?chains=eip155'],
    ['too many ids', `?include=${Array.from({ length: 101 }, (_, i) => `w${i}`).join(',')}`],
    ['search over 100 characters', `?search=${'x'.repeat(101)}`],
    ['unknown badge', '?badge_type=gold'],
    ['bad projectId', '?projectId=a%20b'],
  ])('400 for %s', async (_, query) => {
    const response = await call(`/getWallets${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; issues: { path: string; message: string }[] }
    expect(body.error).toBe('Invalid input')
    expect(body.issues.length).toBeGreaterThan(0)
  })

  it('405 for POST', async () => {
    const response = await call('/getWallets', { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, OPTIONS')
  })
})

describe('GET /getWallets project and CORS', () => {
  it('is cacheable and gives no CORS header without a project', async () => {
    const response = await call('/getWallets', { origin: 'https://app.example.com' })
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(response.headers.get('Vary')).toContain('Origin')
  })

  it("echoes only the project's allowed origins", async () => {
    const allowed = await call('/getWallets?projectId=wallets-test', { origin: 'https://app.example.com' })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com')
    const other = await call('/getWallets?projectId=wallets-test', { origin: 'https://evil.test' })
    expect(other.status).toBe(200)
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('answers a preflight for an allowed origin', async () => {
    const response = await call('/getWallets?projectId=wallets-test', { method: 'OPTIONS', origin: 'https://app.example.com' })
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com')
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, OPTIONS')
  })

  it('403 for an unknown project', async () => {
    const response = await call('/getWallets?projectId=nobody', { origin: 'https://app.example.com' })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Invalid Project ID' })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})
