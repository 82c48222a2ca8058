import { NATIVE_TOKEN_ADDRESS } from '@porthole/protocol'
import { getAddress, maxUint256, type Address } from 'viem'
import { cachedJson } from '../../chain-data/cache.js'
import { tokenIcon } from '../../chain-data/icons.js'
import type { SwapBackend } from '../backend.js'
import { NoLiquidity, NotTraded, SwapRefused } from '../errors.js'
import { oneInch, type OneInchClient } from './api.js'

/** 1inch gives no gas for an approval; an ERC-20 approve costs under 60,000. */
const APPROVE_GAS = 100_000n
/** Without an estimate 1inch answers gas 0; its router's swaps stay well under this. */
const FIXED_SWAP_GAS = 500_000n

const noLiquidity = (error: unknown) => error instanceof SwapRefused && error.reason === 'noLiquidity'

/**
 * 1inch's Swap API v6.0 on one chain: its token list (cached an hour), its
 * quotes, its router as the spender, its calldata. A pair it has no liquidity
 * for is no quote, and no transaction.
 */
export function oneInchBackend(caipId: `eip155:${number}`, call: OneInchClient): SwapBackend {
  return {
    async tokens(origin) {
      const { tokens } = await cachedJson('swapTokens', caipId, false, () => call('tokens', {}, oneInch.tokens))
      return Object.values(tokens).map((t) => ({
        name: t.name,
        symbol: t.symbol,
        address: `${caipId}:${t.address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? NATIVE_TOKEN_ADDRESS : getAddress(t.address)}`,
        decimals: t.decimals,
        logoUri: tokenIcon({ kind: 'native', name: t.name, symbol: t.symbol, decimals: t.decimals, ...(t.logoURI ? { iconUrl: t.logoURI } : {}) }, origin),
        ...(t.eip2612 === undefined ? {} : { eip2612: t.eip2612 }),
      }))
    },

    async quotes({ from, to, amount, gasPrice }) {
      try {
        const quote = await call(
          'quote',
          { src: from, dst: to, amount: String(amount), gasPrice: gasPrice === undefined ? undefined : String(gasPrice) },
          oneInch.quote,
        )
        return [{ id: null, toAmount: BigInt(quote.dstAmount) }]
      } catch (error) {
        if (noLiquidity(error)) return []
        throw error
      }
    },

    async allowance(token, owner) {
      if (token === NATIVE_TOKEN_ADDRESS) return maxUint256
      return BigInt((await call('approve/allowance', { tokenAddress: token, walletAddress: owner }, oneInch.allowance)).allowance)
    },

    async buildApprove({ token, amount }) {
      if (token === NATIVE_TOKEN_ADDRESS) throw new NotTraded('from')
      const [spender, approve] = await Promise.all([
        call('approve/spender', {}, oneInch.spender),
        call('approve/transaction', { tokenAddress: token, amount: amount === undefined ? undefined : String(amount) }, oneInch.approveTransaction),
      ])
      return {
        to: approve.to as Address,
        spender: spender.address as Address,
        data: approve.data as `0x${string}`,
        value: BigInt(approve.value),
        gas: APPROVE_GAS,
        gasPrice: approve.gasPrice,
      }
    },

    async buildSwap({ from, to, amount, user, slippagePercent, estimate }) {
      try {
        const { tx } = await call(
          'swap',
          {
            src: from,
            dst: to,
            amount: String(amount),
            from: user,
            origin: user,
            receiver: user,
            slippage: String(slippagePercent),
            disableEstimate: String(!estimate),
          },
          oneInch.swap,
        )
        return {
          to: tx.to as Address,
          data: tx.data as `0x${string}`,
          value: BigInt(tx.value),
          gas: tx.gas > 0n ? tx.gas : FIXED_SWAP_GAS,
          gasPrice: tx.gasPrice,
        }
      } catch (error) {
        if (noLiquidity(error)) throw new NoLiquidity()
        throw error
      }
    },
  }
}
