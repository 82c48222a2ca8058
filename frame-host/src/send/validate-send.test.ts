import { describe, expect, it } from 'vitest'
import { encodeFunctionData, erc20Abi } from 'viem'
import type { TokenBalance } from '../shared-state/index.js'
import { transferCall, usdtAbi } from './transfer-call.js'
import { SendErrors, validateSend } from './validate-send.js'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 6,
  numeric: '1000',
  price: 1,
  value: 1000,
}
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', decimals: 18, numeric: '2', price: 3000, value: 6000 }
const valid = { token: usdc, amount: '1.5', receiverInput: BOB, receiverAddress: BOB, namespace: 'eip155' }

describe('validateSend', () => {
  it.each([
    [{ amount: '' }, SendErrors.amountAndReceiver],
    [{ receiverInput: ' ', receiverAddress: undefined }, SendErrors.amountAndReceiver],
    [{ token: undefined }, SendErrors.token],
    [{ namespace: 'bip122' }, SendErrors.unsupportedChain],
    [{ amount: 'abc' }, SendErrors.invalidAmount],
    [{ amount: '0' }, SendErrors.invalidAmount],
    [{ amount: '1.0000001' }, SendErrors.invalidAmount],
    [{ amount: '1000.000001' }, SendErrors.insufficient],
    [{ receiverInput: 'nobody.reown.id', receiverAddress: undefined }, SendErrors.invalidReceiver],
  ])('%o → %s', (change, error) => {
    expect(validateSend({ ...valid, ...change })).toEqual({ error })
  })

  it('checks the amount and receiver before the token, and the token before the chain', () => {
    expect(validateSend({ token: undefined, amount: '', receiverInput: '', namespace: 'bip122' })).toEqual({ error: SendErrors.amountAndReceiver })
    expect(validateSend({ token: undefined, amount: '1', receiverInput: BOB, namespace: 'bip122' })).toEqual({ error: SendErrors.token })
  })

  it('gives the amount in the token’s base units and the resolved address', () => {
    expect(validateSend(valid)).toEqual({ units: 1_500_000n, to: BOB })
    expect(validateSend({ ...valid, receiverInput: 'bob.reown.id' })).toEqual({ units: 1_500_000n, to: BOB })
  })
})

describe('transferCall', () => {
  it('an ERC-20 transfer to the token contract when the token has an address', () => {
    expect(transferCall({ from: ALICE, to: BOB, units: 1_500_000n, token: usdc, usdt: false })).toEqual({
      from: ALICE,
      to: usdc.address,
      value: '0x0',
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1_500_000n] }),
    })
  })
  it("Tether's ABI for its contracts", () => {
    const call = transferCall({ from: ALICE, to: BOB, units: 5n, token: usdc, usdt: true })
    expect(call.data).toBe(encodeFunctionData({ abi: usdtAbi, functionName: 'transfer', args: [BOB, 5n] }))
  })
  it('a native transfer of the value otherwise', () => {
    expect(transferCall({ from: ALICE, to: BOB, units: 10n ** 18n, token: eth, usdt: false })).toEqual({ from: ALICE, to: BOB, value: '0xde0b6b3a7640000' })
  })
})
