import { buildApproveResponse, buildTransactionResponse, swapAllowanceResponse, swapQuotesResponse } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { createWalletClient, erc20Abi, getAddress, http, parseEther, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { anvil, caip10, postJson, swapApi, token, WRITES } from './support.js'

/**
 * The only tests that change a chain: they send the built transactions on
 * eip155:31338 from anvil's account 9, which nothing else uses, in order.
 */
const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 9 })
const user = `${WRITES}:${account.address}`
const chain = anvil(WRITES)
const wallet = createWalletClient({ account, transport: http((JSON.parse(env.TEST_RPC_URLS) as Record<string, string>)[WRITES]) })
const usdc = token('USDC').address
const usdcBalance = () => chain.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })

async function quote(from: string, to: string, amount: bigint): Promise<bigint> {
  const response = await swapApi(`/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${caip10(WRITES, from)}&to=${caip10(WRITES, to)}`)
  const [best] = swapQuotesResponse().parse(await response.json()).quotes
  return BigInt(best!.toAmount)
}

const buildSwap = (from: string, to: string, amount: bigint, disableEstimate = false) =>
  swapApi(
    '/v1/convert/build-transaction',
    postJson({ amount: String(amount), eip155: { slippage: 1 }, from: caip10(WRITES, from), to: caip10(WRITES, to), userAddress: user, disableEstimate }),
  )

/** Sends a built call (`to` CAIP-10) and waits for it; what it cost in gas, in wei. */
async function send(to: string, data: string, value: bigint, gas: bigint): Promise<bigint> {
  const hash = await wallet.sendTransaction({ chain: null, to: to.slice(to.lastIndexOf(':') + 1) as Address, data: data as Hex, value, gas })
  const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt.gasUsed * receipt.effectiveGasPrice
}

describe('a swap built by the API, sent on the chain', () => {
  it('swaps 1 ETH for at least 99 % of the quoted USDC', async () => {
    const quoted = await quote('ETH', 'USDC', parseEther('1'))
    const response = await buildSwap('ETH', 'USDC', parseEther('1'))
    expect(response.status).toBe(200)
    const { tx } = buildTransactionResponse().parse(await response.json())
    expect(tx).toMatchObject({ from: user, to: `${WRITES}:${getAddress('0xE37676713Bf0C5E344bbF07269Ab663B4D76A492')}`, amount: String(parseEther('1')) })
    const before = await usdcBalance()
    await send(tx.to, tx.data, BigInt(tx.amount), BigInt(tx.eip155.gas))
    expect((await usdcBalance()) - before).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  })

  it('swaps USDC back to ETH once the router is approved for the amount', async () => {
    const amount = await usdcBalance()
    const allowance = async () =>
      swapAllowanceResponse().parse(await (await swapApi(`/v1/convert/allowance?tokenAddress=${caip10(WRITES, 'USDC')}&userAddress=${user}`)).json()).allowance
    expect(await allowance()).toBe('0')
    // Without the approval the chain refuses the swap, and the estimate says so.
    const refused = await buildSwap('USDC', 'ETH', amount)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: string }).error).toMatch(/^The transaction would fail/)

    const approve = buildApproveResponse().parse(
      await (await swapApi(`/v1/convert/build-approve?userAddress=${user}&from=${caip10(WRITES, 'USDC')}&to=${caip10(WRITES, 'ETH')}&amount=${amount}`)).json(),
    )
    await send(approve.tx.from, approve.tx.data, BigInt(approve.tx.value), BigInt(approve.tx.eip155.gas))
    expect(await allowance()).toBe(String(amount))

    const quoted = await quote('USDC', 'ETH', amount)
    const { tx } = buildTransactionResponse().parse(await (await buildSwap('USDC', 'ETH', amount, true)).json())
    expect(tx.amount).toBe('0')
    const before = await chain.getBalance({ address: account.address })
    const gasCost = await send(tx.to, tx.data, 0n, BigInt(tx.eip155.gas))
    expect((await chain.getBalance({ address: account.address })) - before + gasCost).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(await usdcBalance()).toBe(0n)
  })
})
