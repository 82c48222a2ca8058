import { onrampUrlResponse } from '@porthole/protocol'
import { getAddressDecoder } from '@solana/kit'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedProject } from '../support.js'
import { onramp, postJson, SANDBOX_VARS } from './support.js'

/** The sandbox on the local stack's Solana cluster (litesvm, served by vitest.config.ts). */
const LOCALNET = 'solana:localnet'
const VARS: Partial<Env> = { ...SANDBOX_VARS, RPC_URLS: JSON.stringify({ [LOCALNET]: env.TEST_SOLANA_RPC_URL }), CHAIN_TOKENS: '{}' }
const PROJECT = 'onramp-solana'

beforeAll(() => seedProject(PROJECT, ['https://dapp.example']))

const lamportsOf = async (address: string) => {
  const response = await fetch(env.TEST_SOLANA_RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return ((await response.json()) as { result: { value: number } }).result.value
}

describe('the sandbox on Solana', () => {
  it('asks meld for SOL, and credits SOL once by the price table (150 USD a SOL; 147.74 USD after fees)', async () => {
    const wallet = getAddressDecoder().decode(crypto.getRandomValues(new Uint8Array(32)))
    const body = {
      projectId: PROJECT,
      destinationWallets: [{ address: wallet, blockchains: [LOCALNET], assets: ['SOL'] }],
      defaultNetwork: LOCALNET,
      partnerUserId: wallet,
      defaultExperience: 'buy',
      presetFiatAmount: 150,
    }
    const { url } = onrampUrlResponse().parse(await (await onramp('/v1/generators/onrampurl', postJson(body), VARS)).json())
    const params = new URL(url).searchParams
    expect(params.get('destinationCurrencyCode')).toBe('SOL')
    const complete = () => onramp('/onramp/sandbox/checkout/complete', { method: 'POST', body: new URLSearchParams({ order: params.get('order')! }) }, VARS)
    expect(await (await complete()).text()).toContain('Purchase complete: 0.984933 SOL credited')
    expect(await lamportsOf(wallet)).toBe(984_933_000)
    expect((await complete()).status).toBe(409)
    expect(await lamportsOf(wallet)).toBe(984_933_000)
  })
})
