import { onrampUrlResponse } from '@porthole/protocol'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedProject } from '../support.js'
import { CHAIN, LocalChain, onramp, postJson, SANDBOX_VARS } from './support.js'

const PROJECT = 'onramp-sandbox'

beforeAll(() => seedProject(PROJECT, ['https://dapp.example']))
afterEach(() => vi.restoreAllMocks())

const freshWallet = () => `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`

async function order(wallet: string, asset: string, presetFiatAmount = 100): Promise<string> {
  const body = {
    projectId: PROJECT,
    destinationWallets: [{ address: wallet, blockchains: [CHAIN], assets: [asset] }],
    defaultNetwork: CHAIN,
    partnerUserId: wallet,
    defaultExperience: 'buy',
    presetFiatAmount,
    paymentCurrency: 'USD',
  }
  const { url } = onrampUrlResponse().parse(await (await onramp('/v1/generators/onrampurl', postJson(body))).json())
  return new URL(url).searchParams.get('order')!
}
const complete = (id: string, vars = SANDBOX_VARS) =>
  onramp('/onramp/sandbox/checkout/complete', { method: 'POST', body: new URLSearchParams({ order: id }) }, vars)

describe('the sandbox checkout page', () => {
  it('shows the order with a Complete purchase button under a strict CSP', async () => {
    const id = await order(freshWallet(), 'USDC')
    const response = await onramp(`/onramp/sandbox/checkout?order=${id}`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('Content-Security-Policy')!
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("form-action 'self'")
    const html = await response.text()
    expect(html).toContain('100.00 USD')
    expect(html).toContain('98.5 USDC')
    expect(html).toContain('Complete purchase')
    expect(html).not.toMatch(/<script/)
  })

  it('credits USDC once: a replayed completion credits nothing and says so', async () => {
    const wallet = freshWallet()
    const chain = new LocalChain().install()
    const id = await order(wallet, 'USDC')
    const first = await complete(id)
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('Purchase complete: 98.5 USDC credited to your wallet')
    expect(chain.usdcOf(wallet)).toBe(98_500_000n)
    const replay = await complete(id)
    expect(replay.status).toBe(409)
    expect(await replay.text()).toContain('already completed; nothing more was credited')
    expect(chain.usdcOf(wallet)).toBe(98_500_000n)
    expect(await (await onramp(`/onramp/sandbox/checkout?order=${id}`)).text()).not.toContain('Complete purchase')
  })

  it('credits ETH by the price table (3000 USD) on the wallet’s current balance', async () => {
    const wallet = freshWallet()
    const chain = new LocalChain().install()
    chain.ether.set(wallet, 10n ** 18n)
    const id = await order(wallet, 'ETH', 300)
    expect((await complete(id)).status).toBe(200)
    expect(chain.ether.get(wallet)).toBe(10n ** 18n + 98_500_000_000_000_000n)
  })

  it('is not there outside development, nor for an unknown order', async () => {
    const id = await order(freshWallet(), 'USDC')
    expect((await onramp(`/onramp/sandbox/checkout?order=${id}`, {}, { ...SANDBOX_VARS, ENVIRONMENT: 'production' })).status).toBe(404)
    expect((await complete(id, { ...SANDBOX_VARS, ENVIRONMENT: 'production' })).status).toBe(404)
    expect((await onramp(`/onramp/sandbox/checkout?order=${crypto.randomUUID()}`)).status).toBe(404)
  })
})
