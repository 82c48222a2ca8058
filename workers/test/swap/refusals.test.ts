import { Messages } from '@porthole/protocol'
import { getAddress } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshAddress } from '../chain-data/support.js'
import { caip10, postJson, READS, swapApi } from './support.js'

afterEach(() => vi.restoreAllMocks())

const user = `${READS}:${getAddress(freshAddress())}`
const ETH = caip10(READS, 'ETH')
const USDC = caip10(READS, 'USDC')
const body = (fields: Record<string, unknown>) => ({
  amount: '1000',
  eip155: { slippage: '1' },
  projectId: undefined,
  from: ETH,
  to: USDC,
  userAddress: user,
  disableEstimate: true,
  ...fields,
})

type Refusal = { error: string; issues?: { path: string; message: string }[] }
const refusal = async (response: Response) => {
  expect(response.status).toBe(400)
  return (await response.json()) as Refusal
}

describe('bad input to /v1/convert/*', () => {
  it.each([
    ['tokens without a chain', '/v1/convert/tokens', 'chainId'],
    ['a quote of 0', `/v1/convert/quotes?amount=0&userAddress=${user}&from=${ETH}&to=${USDC}`, 'amount'],
    ['a quote of a fraction', `/v1/convert/quotes?amount=1.5&userAddress=${user}&from=${ETH}&to=${USDC}`, 'amount'],
    ['a quote from a plain address', `/v1/convert/quotes?amount=1&userAddress=${user}&from=${ETH.slice(READS.length + 1)}&to=${USDC}`, 'from'],
    ['a quote across chains', `/v1/convert/quotes?amount=1&userAddress=${user}&from=${ETH}&to=${caip10('eip155:31338', 'USDC')}`, 'to'],
    ['a quote of a token for itself', `/v1/convert/quotes?amount=1&userAddress=${user}&from=${USDC}&to=${USDC}`, 'to'],
    ['a quote for a malformed user', `/v1/convert/quotes?amount=1&userAddress=0x12&from=${ETH}&to=${USDC}`, 'userAddress'],
    [
      'a quote of a token the chain does not list',
      `/v1/convert/quotes?amount=1&userAddress=${user}&from=${READS}:${getAddress(freshAddress())}&to=${USDC}`,
      'from',
    ],
    ['an allowance without a user', `/v1/convert/allowance?tokenAddress=${USDC}`, 'userAddress'],
    [
      'an allowance of another chain for the user',
      `/v1/convert/allowance?tokenAddress=${USDC}&userAddress=eip155:1:${getAddress(freshAddress())}`,
      'userAddress',
    ],
    ['an approval of the native coin', `/v1/convert/build-approve?userAddress=${user}&from=${ETH}&to=${USDC}`, 'from'],
    ['an approval of a negative amount', `/v1/convert/build-approve?userAddress=${user}&from=${USDC}&to=${ETH}&amount=-1`, 'amount'],
    ['gas prices of a malformed chain', '/v1/convert/gas-price?chainId=31337', 'chainId'],
  ])('refuses %s with a 400 naming the field', async (_, path, field) => {
    const { error, issues } = await refusal(await swapApi(path))
    expect(error).toBe('Invalid input')
    expect(issues!.map((i) => i.path)).toContain(field)
  })

  it.each([
    ['a slippage beyond 50 %', { eip155: { slippage: 51 } }, 'eip155.slippage'],
    ['a slippage that is no number', { eip155: { slippage: 'a lot' } }, 'eip155.slippage'],
    ['an amount as a number', { amount: 1000 }, 'amount'],
    ['no user', { userAddress: undefined }, 'userAddress'],
    ['a disableEstimate that is no boolean', { disableEstimate: 'yes' }, 'disableEstimate'],
  ])('refuses a transaction with %s', async (_, fields, field) => {
    const { issues } = await refusal(await swapApi('/v1/convert/build-transaction', postJson(body(fields))))
    expect(issues!.map((i) => i.path)).toContain(field)
  })

  it('refuses a body that is not JSON', async () => {
    expect((await refusal(await swapApi('/v1/convert/build-transaction', { method: 'POST', body: 'amount=1' }))).issues).toEqual([
      { path: '', message: 'Body is not JSON' },
    ])
  })

  it('answers an unknown project 403 and makes no chain call', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const response = await swapApi(`/v1/convert/tokens?chainId=${READS}&projectId=no-such-project`)
    expect(response.status).toBe(403)
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('a network without a swap backend', () => {
  const other = `eip155:1:${getAddress(freshAddress())}`
  const mainnetUsdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  it.each([
    ['tokens', '/v1/convert/tokens?chainId=eip155:1'],
    ['tokens of a Solana cluster', '/v1/convert/tokens?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['quotes', `/v1/convert/quotes?amount=1&userAddress=${other}&from=eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&to=${mainnetUsdc}`],
    ['allowance', `/v1/convert/allowance?tokenAddress=${mainnetUsdc}&userAddress=${other}`],
    ['build-approve', `/v1/convert/build-approve?userAddress=${other}&from=${mainnetUsdc}&to=eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`],
  ])("answers %s with the 'Network not supported for Swaps', calling nothing", async (_, path) => {
    // eip155:1 ships as a 1inch network; without the API key it is off.
    const fetch = vi.spyOn(globalThis, 'fetch')
    expect(await refusal(await swapApi(path))).toEqual({ error: Messages.networkNotSupportedForSwaps })
    expect(fetch).not.toHaveBeenCalled()
  })

  it("answers build-transaction with 'Network not supported for Swaps'", async () => {
    const response = await swapApi(
      '/v1/convert/build-transaction',
      postJson(body({ from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', to: mainnetUsdc, userAddress: other })),
    )
    expect(await refusal(response)).toEqual({ error: Messages.networkNotSupportedForSwaps })
  })

  it("answers gas-price with 'Network not supported for Gas Price'", async () => {
    expect(await refusal(await swapApi('/v1/convert/gas-price?chainId=eip155:1'))).toEqual({ error: Messages.networkNotSupportedForGasPrice })
  })

  it('turns off a uniswap-v2 network whose chain has no RPC URL, and ignores a malformed SWAP_BACKENDS (logged)', async () => {
    const noRpc = await swapApi(`/v1/convert/tokens?chainId=${READS}`, {}, { RPC_URLS: '{}' })
    expect(await refusal(noRpc)).toEqual({ error: Messages.networkNotSupportedForSwaps })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const malformed = await swapApi(`/v1/convert/tokens?chainId=${READS}`, {}, { SWAP_BACKENDS: '{"eip155:31337": {"kind": "uniswap-v3"}}' })
    expect(await refusal(malformed)).toEqual({ error: Messages.networkNotSupportedForSwaps })
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('SWAP_BACKENDS is ignored'))
  })
})
