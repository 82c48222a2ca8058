import { ExecutionRevertedError } from 'viem'
import { describe, expect, it } from 'vitest'
import { CHAIN_FEES, fakeChain } from '../testing/fake-chain.js'
import { describeCost } from './describe-cost.js'
import { FEE_FLAG_FACTOR, NONCE_SET_BY_WALLET, prepareTransaction } from './prepare-transaction.js'

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ETH = 10n ** 18n
const hex = (n: bigint) => `0x${n.toString(16)}`
const ownMaxFee = CHAIN_FEES.baseFee * 2n + CHAIN_FEES.tip

describe('prepareTransaction', () => {
  it('refuses a page-supplied nonce before asking the node anything', async () => {
    const chain = fakeChain()
    await expect(prepareTransaction({ to: TO, nonce: '0x0' }, FROM, chain)).rejects.toMatchObject({ code: -32602, message: NONCE_SET_BY_WALLET })
    expect(chain.calls).toEqual([])
  })

  it('fills gas and fees from the frame’s own estimate; the maximum cost is gas × max fee + value', async () => {
    const check = await prepareTransaction({ to: TO, value: hex(ETH) }, FROM, fakeChain())
    expect(check.tx).toEqual({
      from: FROM,
      to: TO,
      value: hex(ETH),
      gas: hex(CHAIN_FEES.gas),
      maxFeePerGas: hex(ownMaxFee),
      maxPriorityFeePerGas: hex(CHAIN_FEES.tip),
    })
    expect(check.maxCost).toBe(CHAIN_FEES.gas * ownMaxFee + ETH)
    expect(check.inflated).toEqual([])
    expect(check.simulationError).toBeUndefined()
  })

  it('keeps a 1 ETH priority fee, flags it, and counts it in the maximum cost', async () => {
    const check = await prepareTransaction({ to: TO, maxPriorityFeePerGas: hex(ETH) }, FROM, fakeChain())
    expect(check.inflated).toEqual(['maxPriorityFeePerGas'])
    expect(check.tx).toMatchObject({ maxPriorityFeePerGas: hex(ETH), maxFeePerGas: hex(ETH) })
    expect(check.maxCost).toBe(CHAIN_FEES.gas * ETH)
    expect(describeCost(check, 'ETH', 2000)).toEqual({
      maxCost: '21000 ETH',
      fiat: '$42,000,000.00',
      inflated: ['maxPriorityFeePerGas'],
      simulationError: null,
    })
  })

  it(`flags gas and a legacy gas price only above ${FEE_FLAG_FACTOR}× the estimate`, async () => {
    const near = await prepareTransaction({ to: TO, gas: hex(CHAIN_FEES.gas * 2n), gasPrice: hex(CHAIN_FEES.gasPrice * 2n) }, FROM, fakeChain())
    expect(near.inflated).toEqual([])
    expect(near.tx).toEqual({ from: FROM, to: TO, value: '0x0', gas: hex(CHAIN_FEES.gas * 2n), gasPrice: hex(CHAIN_FEES.gasPrice * 2n) })
    const far = await prepareTransaction({ to: TO, gas: hex(CHAIN_FEES.gas * 3n), maxFeePerGas: hex(ownMaxFee * 3n) }, FROM, fakeChain())
    expect(far.inflated).toEqual(['gas', 'maxFeePerGas'])
    expect(far.maxCost).toBe(CHAIN_FEES.gas * 3n * ownMaxFee * 3n)
  })

  it('says when the simulation reverts, keeping the page’s gas limit for the cost', async () => {
    const reverts = fakeChain(() => Promise.reject(new ExecutionRevertedError({ message: 'execution reverted: no' })))
    const check = await prepareTransaction({ to: TO, data: '0xdeadbeef', gas: '0x7530' }, FROM, reverts)
    expect(check.simulationError).toMatch(/reverted/)
    expect(check.tx.gas).toBe('0x7530')
    expect(describeCost(check, 'ETH', undefined).fiat).toBeNull()
  })

  it('refuses fields that are not hex quantities', async () => {
    await expect(prepareTransaction({ to: TO, value: 5 }, FROM, fakeChain())).rejects.toMatchObject({ code: -32602 })
  })
})
