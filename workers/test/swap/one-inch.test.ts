import { buildApproveResponse, buildTransactionResponse, Messages, swapQuotesResponse, swapTokensResponse } from '@porthole/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { postJson, swapApi } from './support.js'

afterEach(() => vi.restoreAllMocks())

/** 1inch's API as a stub: each method's body by path, every request recorded. */
function stubOneInch(answers: Record<string, { status?: number; body: unknown }>) {
  const requests: { url: URL; authorization: string | null }[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push({ url, authorization: new Headers(init?.headers).get('Authorization') })
    const method = url.pathname.replace('/swap/v6.0/8453/', '')
    const answer = answers[method] ?? { status: 404, body: { error: 'Not Found' } }
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
  })
  return requests
}

const VARS = { SWAP_BACKENDS: '{"eip155:8453": {"kind": "1inch"}}', SWAP_AGGREGATOR_API_KEY: 'test-key', SWAP_AGGREGATOR_URL: 'https://aggregator.test/' }
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const ETH = 'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = `eip155:8453:${BASE_USDC}`
const USER = 'eip155:8453:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = '0x111111125421cA6dc452d289314280a0f8842A65'

describe('the 1inch backend', () => {
  it('lists the tokens of its /tokens, with their logos, the native coin by its placeholder', async () => {
    const requests = stubOneInch({
      tokens: {
        body: {
          tokens: {
            '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee': {
              address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
              symbol: 'ETH',
              name: 'Ether',
              decimals: 18,
              logoURI: 'https://tokens.1inch.io/eth.png',
            },
            [BASE_USDC.toLowerCase()]: { address: BASE_USDC.toLowerCase(), symbol: 'USDC', name: 'USD Coin', decimals: 6, eip2612: true },
          },
        },
      },
    })
    const response = await swapApi('/v1/convert/tokens?chainId=eip155:8453', {}, VARS)
    expect(response.status).toBe(200)
    expect(swapTokensResponse().parse(await response.json()).tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: 'https://tokens.1inch.io/eth.png' },
      { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: 'https://porthole.test/public/getTokenImage/USDC', eip2612: true },
    ])
    expect(requests[0]!.url.href).toBe('https://aggregator.test/swap/v6.0/8453/tokens')
    expect(requests[0]!.authorization).toBe('Bearer test-key')
  })

  it("quotes its /quote's dstAmount, and nothing where it has no liquidity", async () => {
    const requests = stubOneInch({ quote: { body: { dstAmount: '2987654321' } } })
    const path = `/v1/convert/quotes?amount=1000000000000000000&userAddress=${USER}&from=${ETH}&to=${USDC}&gasPrice=1500000000`
    const { quotes } = swapQuotesResponse().parse(await (await swapApi(path, {}, VARS)).json())
    expect(quotes).toEqual([{ id: null, fromAmount: '1000000000000000000', fromAccount: ETH, toAmount: '2987654321', toAccount: USDC }])
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({
      src: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      dst: BASE_USDC.toLowerCase(),
      amount: '1000000000000000000',
      gasPrice: '1500000000',
    })

    vi.restoreAllMocks()
    stubOneInch({ quote: { status: 400, body: { error: 'Bad Request', description: 'insufficient liquidity', statusCode: 400 } } })
    expect(await (await swapApi(path, {}, VARS)).json()).toEqual({ quotes: [] })
  })

  it("reads the allowance of 1inch's router, and the native coin's needs none", async () => {
    const requests = stubOneInch({ 'approve/allowance': { body: { allowance: '12345' } } })
    expect(await (await swapApi(`/v1/convert/allowance?tokenAddress=${USDC}&userAddress=${USER}`, {}, VARS)).json()).toEqual({ allowance: '12345' })
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ tokenAddress: BASE_USDC.toLowerCase(), walletAddress: USER.slice(12).toLowerCase() })
    const native = (await (await swapApi(`/v1/convert/allowance?tokenAddress=${ETH}&userAddress=${USER}`, {}, VARS)).json()) as { allowance: string }
    expect(BigInt(native.allowance)).toBe(2n ** 256n - 1n)
    expect(requests).toHaveLength(1)
  })

  it('builds the approval 1inch builds, for its spender, of the amount asked', async () => {
    const approveData = `0x095ea7b3${ROUTER.slice(2).toLowerCase().padStart(64, '0')}${'5'.padStart(64, '0')}`
    const requests = stubOneInch({
      'approve/spender': { body: { address: ROUTER } },
      'approve/transaction': { body: { data: approveData, gasPrice: '1800000000', to: BASE_USDC, value: '0' } },
    })
    const response = await swapApi(`/v1/convert/build-approve?userAddress=${USER}&from=${USDC}&to=${ETH}&amount=5`, {}, VARS)
    expect(buildApproveResponse().parse(await response.json()).tx).toEqual({
      from: USDC,
      to: `eip155:8453:${ROUTER}`,
      data: approveData,
      value: '0',
      eip155: { gas: 100_000, gasPrice: '1800000000' },
    })
    expect(requests.find((r) => r.url.pathname.endsWith('/approve/transaction'))!.url.searchParams.get('amount')).toBe('5')
  })

  it("builds 1inch's swap for the user with the slippage asked, and refuses one without liquidity", async () => {
    const tx = { from: USER.slice(12), to: ROUTER, data: '0x12aa3caf', value: '1000000000000000000', gas: 0, gasPrice: '1800000000' }
    const requests = stubOneInch({ swap: { body: { dstAmount: '2987654321', tx } } })
    const body = {
      amount: '1000000000000000000',
      eip155: { slippage: 0.5 },
      projectId: undefined,
      from: ETH,
      to: USDC,
      userAddress: USER,
      disableEstimate: true,
    }
    const response = await swapApi('/v1/convert/build-transaction', postJson(body), VARS)
    expect(buildTransactionResponse().parse(await response.json()).tx).toEqual({
      from: USER,
      to: `eip155:8453:${ROUTER}`,
      data: '0x12aa3caf',
      amount: '1000000000000000000',
      // disableEstimate: 1inch answers gas 0, so a fixed limit stands in.
      eip155: { gas: '500000', gasPrice: '1800000000' },
    })
    const sent = Object.fromEntries(requests[0]!.url.searchParams)
    expect(sent).toMatchObject({
      src: ETH.slice(12),
      dst: BASE_USDC.toLowerCase(),
      amount: body.amount,
      from: USER.slice(12).toLowerCase(),
      receiver: USER.slice(12).toLowerCase(),
      slippage: '0.5',
      disableEstimate: 'true',
    })

    vi.restoreAllMocks()
    stubOneInch({ swap: { status: 400, body: { description: 'insufficient liquidity' } } })
    const refused = await swapApi('/v1/convert/build-transaction', postJson(body), VARS)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'Insufficient liquidity' })
  })

  it('answers 502 when 1inch fails or its URL is malformed, and is off without the API key', async () => {
    stubOneInch({ quote: { status: 500, body: { error: 'Internal' } } })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const path = `/v1/convert/quotes?amount=1&userAddress=${USER}&from=${ETH}&to=${USDC}`
    const failed = await swapApi(path, {}, VARS)
    expect(failed.status).toBe(502)
    expect(await failed.json()).toEqual({ error: 'Swap backend unavailable' })
    expect((await swapApi(path, {}, { ...VARS, SWAP_AGGREGATOR_URL: 'not a url' })).status).toBe(502)
    expect(await (await swapApi(path, {}, { ...VARS, SWAP_AGGREGATOR_API_KEY: '' })).json()).toEqual({ error: Messages.networkNotSupportedForSwaps })
  })
})
