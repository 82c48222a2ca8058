import { balanceResponse, fungiblePriceResponse, supportedChainsResponse } from '@porthole/protocol'
import { getAddressDecoder } from '@solana/kit'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedProject } from '../support.js'
import { CHAIN, RPC_URL } from './fake-chain.js'
import { chainData, freshAddress, VARS } from './support.js'

/**
 * Solana balances: the local stack's cluster (litesvm, served by
 * vitest.config.ts) for what it holds, and a cluster faked behind `fetch`
 * for what litesvm cannot show (Token-2022, u64s beyond 2^53, failures).
 */

const LOCALNET = 'solana:localnet'
const FAKE_CLUSTER = 'solana:fake'
const FAKE_URL = 'http://fake-cluster.test/rpc'
const MINT = env.TEST_SOLANA_USDC_MINT
const MINT_2022 = 'So11111111111111111111111111111111111111112'
const UNLISTED = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

const usdc = { kind: 'spl', address: MINT, name: 'USD Coin (local)', symbol: 'USDC', decimals: 6 }
const SOLANA_VARS: Partial<Env> = {
  RPC_URLS: JSON.stringify({ [CHAIN]: RPC_URL, [LOCALNET]: env.TEST_SOLANA_RPC_URL, [FAKE_CLUSTER]: FAKE_URL }),
  CHAIN_TOKENS: JSON.stringify({
    ...JSON.parse(VARS.CHAIN_TOKENS!),
    [LOCALNET]: [usdc],
    [FAKE_CLUSTER]: [usdc, { kind: 'spl', address: MINT_2022, name: 'Wrapped SOL', symbol: 'WSOL', decimals: 9 }],
  }),
}

const balanceOf = (address: string, query = '') => chainData(`/v1/account/${address}/balance?currency=usd${query}`, {}, SOLANA_VARS)

/** A fresh address (32 random bytes) nobody holds anything at, so cached answers of other tests never apply. */
const freshSolanaAddress = () => getAddressDecoder().decode(crypto.getRandomValues(new Uint8Array(32)))

type Call = { id: number; method: string; params: unknown[] }
/** A JSON-RPC account in jsonParsed form, as a validator answers getTokenAccountsByOwner. */
const tokenAccount = (mint: string, amount: string) => ({
  pubkey: '11111111111111111111111111111111',
  account: {
    lamports: 2039280,
    owner: TOKEN,
    executable: false,
    rentEpoch: 0,
    space: 165,
    data: { program: 'spl-token', parsed: { type: 'account', info: { mint, owner: 'x', tokenAmount: { amount, decimals: 6 } } }, space: 165 },
  },
})

/** Routes POSTs of FAKE_URL to `answer` (raw JSON text per call); every other URL goes out as usual. */
function fakeCluster(answer: (call: Call) => string): Call[][] {
  const batches: Call[][] = []
  const passthrough = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url !== FAKE_URL) return passthrough(input, init)
    const calls = JSON.parse(String(init?.body)) as Call[]
    batches.push(calls)
    return new Response(`[${calls.map((call) => `{"jsonrpc":"2.0","id":${call.id},${answer(call)}}`).join(',')}]`, {
      headers: { 'content-type': 'application/json' },
    })
  })
  return batches
}

beforeAll(() => seedProject('solana-balance', ['https://dapp.example']))
afterEach(() => vi.restoreAllMocks())

describe('GET /v1/account/{address}/balance on Solana', () => {
  it('answers SOL and the listed SPL tokens the local cluster holds, in one batched POST', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch')
    const response = await balanceOf(env.TEST_SOLANA_USDC_HOLDER, `&chainId=${LOCALNET}&forceUpdate=true&projectId=solana-balance`)
    expect(response.status).toBe(200)
    const { balances } = balanceResponse().parse(await response.json())
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: LOCALNET,
        value: 150_000,
        price: 150,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: 'https://porthole.test/public/getTokenImage/SOL',
      },
      {
        name: 'USD Coin (local)',
        symbol: 'USDC',
        chainId: LOCALNET,
        address: `${LOCALNET}:${MINT}`,
        value: 250,
        price: 1,
        quantity: { decimals: '6', numeric: '250' },
        iconUrl: 'https://porthole.test/public/getTokenImage/USDC',
      },
    ])
    expect(fetches).toHaveBeenCalledOnce()
    const [url, init] = fetches.mock.calls[0]!
    expect(url).toBe(env.TEST_SOLANA_RPC_URL)
    const sent = JSON.parse(String(init?.body)) as Call[]
    expect(sent.map((c) => [c.method, (c.params[1] as { programId?: string }).programId])).toEqual([
      ['getBalance', undefined],
      ['getTokenAccountsByOwner', TOKEN],
      ['getTokenAccountsByOwner', TOKEN_2022],
    ])
  })

  it('answers 0 SOL for an account the cluster has never seen', async () => {
    const response = await balanceOf(freshSolanaAddress(), `&chainId=${LOCALNET}`)
    const { balances } = balanceResponse().parse(await response.json())
    expect(balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([['SOL', '0']])
  })

  it('adds up token accounts of a mint across both token programs, leaves out unlisted mints, keeps u64s exact', async () => {
    const owner = freshSolanaAddress()
    const batches = fakeCluster((call) => {
      if (call.method === 'getBalance') return '"result":{"context":{"slot":1},"value":9007199254740993}'
      const program = (call.params[1] as { programId: string }).programId
      const accounts =
        program === TOKEN
          ? [tokenAccount(MINT, '1500000'), tokenAccount(MINT, '250000'), tokenAccount(UNLISTED, '7'), { pubkey: 'x', account: { data: ['AAAA', 'base64'] } }]
          : [tokenAccount(MINT_2022, '18446744073709551615')]
      return `"result":${JSON.stringify({ context: { slot: 1 }, value: accounts })}`
    })
    const response = await balanceOf(owner, `&chainId=${FAKE_CLUSTER}`)
    const { balances } = balanceResponse().parse(await response.json())
    expect(balances.map((b) => [b.symbol, b.quantity.numeric, b.address])).toEqual([
      ['SOL', '9007199.254740993', undefined],
      ['USDC', '1.75', `${FAKE_CLUSTER}:${MINT}`],
      ['WSOL', '18446744073.709551615', `${FAKE_CLUSTER}:${MINT_2022}`],
    ])
    expect(batches).toHaveLength(1)
    expect(batches[0]!.map((c) => c.params[0])).toEqual([owner, owner, owner])
  })

  it('fails the read when the cluster refuses a call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeCluster((call) => (call.method === 'getBalance' ? '"error":{"code":-32005,"message":"Node is behind"}' : '"result":{"context":{"slot":1},"value":[]}'))
    expect((await balanceOf(freshSolanaAddress(), `&chainId=${FAKE_CLUSTER}`)).status).toBe(500)
  })

  it('reads only the Solana chains for a Solana address without a chainId, and only EVM chains for an EVM one', async () => {
    const batches = fakeCluster(() => '"result":{"context":{"slot":1},"value":0}')
    const fetches = vi.mocked(globalThis.fetch)
    const owner = freshSolanaAddress()
    // No listed mints: each cluster gets a getBalance only.
    const response = await chainData(`/v1/account/${owner}/balance`, {}, { ...SOLANA_VARS, CHAIN_TOKENS: '{}' })
    const { balances } = balanceResponse().parse(await response.json())
    expect(balances.map((b) => b.chainId).sort()).toEqual([FAKE_CLUSTER, LOCALNET])
    expect(batches).toHaveLength(1)
    expect(fetches.mock.calls.map(([url]) => String(url))).not.toContain(RPC_URL)
  })

  it.each([
    [
      'an EVM address on a Solana chain',
      () => `/v1/account/${freshAddress()}/balance?chainId=${LOCALNET}`,
      'Expected a Solana address (base58, 32 to 44 characters)',
    ],
    ['a Solana address on an EVM chain', () => `/v1/account/${env.TEST_SOLANA_USDC_HOLDER}/balance?chainId=${CHAIN}`, 'Expected an EVM address'],
    ['a 31-character address', () => `/v1/account/${'A'.repeat(31)}/balance?chainId=${LOCALNET}`, 'Expected a Solana address (base58, 32 to 44 characters)'],
    ['base58 that is not 32 bytes', () => `/v1/account/${'z'.repeat(44)}/balance?chainId=${LOCALNET}`, 'Expected a Solana address (32 bytes in base58)'],
    ['an address of neither family', () => '/v1/account/not-an-address/balance', 'Expected an EVM or Solana address'],
  ])('refuses %s with a 400 naming the address', async (_, path, message) => {
    const fetches = vi.spyOn(globalThis, 'fetch')
    const response = await chainData(path(), {}, SOLANA_VARS)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; issues: { path: string; message: string }[] }
    expect(body.issues).toEqual([{ path: 'address', message }])
    expect(fetches).not.toHaveBeenCalled()
  })
})

describe('Solana in the rest of the chain-data API', () => {
  it('lists Solana clusters of RPC_URLS among the supported chains', async () => {
    const response = await chainData('/v1/supported-chains', {}, SOLANA_VARS)
    expect(supportedChainsResponse().parse(await response.json()).http).toEqual([CHAIN, LOCALNET, FAKE_CLUSTER])
  })

  it('prices a listed SPL mint by its exact CAIP-10 address', async () => {
    const response = await chainData(
      '/v1/fungible/price',
      { method: 'POST', body: JSON.stringify({ currency: 'usd', addresses: [`${LOCALNET}:${MINT}`, `${LOCALNET}:${MINT.toLowerCase()}`] }) },
      SOLANA_VARS,
    )
    expect(fungiblePriceResponse().parse(await response.json()).fungibles).toEqual([
      { name: 'USD Coin (local)', symbol: 'USDC', iconUrl: 'https://porthole.test/public/getTokenImage/USDC', price: 1, address: `${LOCALNET}:${MINT}` },
    ])
  })

  it('ignores a CHAIN_TOKENS whose lists mix the families, saying which entry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const tokens = JSON.stringify({ [CHAIN]: [usdc] })
    const response = await chainData(
      `/v1/account/${env.TEST_SOLANA_USDC_HOLDER}/balance?chainId=${LOCALNET}&forceUpdate=true`,
      {},
      { ...SOLANA_VARS, CHAIN_TOKENS: tokens },
    )
    expect(
      balanceResponse()
        .parse(await response.json())
        .balances.map((b) => b.symbol),
    ).toEqual(['SOL'])
    expect(error.mock.calls[0]![0]).toMatch(/CHAIN_TOKENS is ignored.*'spl' is not a token kind of eip155:31337/s)
  })
})
