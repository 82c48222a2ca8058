import { hasFamilyFeature, SWAP_SLIPPAGE_TOLERANCE } from '@porthole/protocol'
import { formatUnits } from 'viem'
import { formatBalance, formatFiat } from '../format/index.js'
import { createSelector, selectActiveNetwork } from '../store/index.js'
import { SwapMessages } from './swap-errors.js'
import { selectSwapInputs, selectSwapTokens } from './swap-inputs.js'
import { minimumReceived, networkFeeUsd, networkFeeWei, priceImpact, rate } from './swap-math.js'
import { selectSwap, type SwapStep } from './swap-slice.js'
import { checkSwap } from './validate-swap.js'

export type SwapDetails = {
  expectedOut: string
  /** `1 ETH = 2,970.10 USDC`. */
  price: string
  priceImpact?: string
  networkFee?: string
  slippage: string
  minimumReceived: string
}

/** Gas a Uniswap V2 swap takes at most in practice, kept back from Max before the swap is built. */
const SWAP_GAS_RESERVE = 250_000n

/** What the primary button does next, and says so. */
export type SwapButton = { label: string; action?: 'approve' | 'swap' | 'quote' }

/** The button while a transaction waits for the wallet or the chain. */
const SENDING_LABELS: Record<SwapStep, (symbol: string) => string> = {
  approve: (symbol) => `Approve ${symbol} in your wallet…`,
  approving: (symbol) => `Approving ${symbol}…`,
  swap: () => 'Confirm the swap in your wallet…',
  swapping: () => 'Swapping…',
}

/** Numbers: 2 decimals; a rate below 1 keeps 4 significant digits so it never reads 0.00. */
function formatRate(value: number): string {
  if (value >= 1) return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return value.toLocaleString('en-US', { maximumSignificantDigits: 4 })
}

/** Everything the Swap view shows, derived from the swap state, the quote and the account's balances. */
export const selectSwapView = createSelector([selectSwap, selectSwapTokens, selectSwapInputs, selectActiveNetwork], (swap, rows, inputs, network) => {
  const unsupported = !network || !hasFamilyFeature(network.namespace, 'swaps') || !swap.networks.includes(network.caipNetworkId)
  const { from, to, native } = inputs
  const quote =
    inputs.ready && swap.quoteKey === inputs.key && swap.quote
      ? { fromAmount: BigInt(swap.quote.fromAmount), toAmount: BigInt(swap.quote.toAmount) }
      : undefined
  const next = quote ? swap.next : undefined
  const feeWei = next ? networkFeeWei(BigInt(next.gas), BigInt(next.gasPrice)) : undefined

  let details: SwapDetails | undefined
  if (quote && from && to) {
    const impact = priceImpact({
      fromAmount: Number(formatUnits(quote.fromAmount, from.decimals)),
      fromPrice: from.price,
      toAmount: Number(formatUnits(quote.toAmount, to.decimals)),
      toPrice: to.price,
    })
    const fee = next && native?.price ? networkFeeUsd(BigInt(next.gas), BigInt(next.gasPrice), native.price) : undefined
    details = {
      expectedOut: `${formatBalance(quote.toAmount, to.decimals)} ${to.symbol}`,
      price: `1 ${from.symbol} = ${formatRate(rate(quote, from.decimals, to.decimals))} ${to.symbol}`,
      ...(impact === undefined ? {} : { priceImpact: `${impact.toFixed(2)} %` }),
      ...(fee === undefined ? {} : { networkFee: fee > 0 && fee < 0.01 ? '< $0.01' : formatFiat(fee) }),
      slippage: `${SWAP_SLIPPAGE_TOLERANCE} %`,
      minimumReceived: `${formatBalance(minimumReceived(quote.toAmount), to.decimals)} ${to.symbol}`,
    }
  }

  const checked = checkSwap({
    amount: swap.amount,
    from,
    to,
    nativeSymbol: native?.symbol ?? network?.nativeCurrency.symbol ?? '',
    nativeBalance: native?.balance ?? 0n,
    feeWei,
  })
  const button = ((): SwapButton => {
    if (unsupported) return { label: SwapMessages.unsupportedNetwork }
    if (swap.sending) return { label: SENDING_LABELS[swap.sending](from?.symbol ?? '') }
    if ('blocked' in checked) return { label: checked.blocked === 'token' ? 'Choose a token' : 'Enter an amount' }
    if ('error' in checked) return { label: checked.error }
    if (swap.quoteStatus === 'none') return { label: 'No route' }
    if (swap.quoteStatus === 'failed') return { label: 'Try again', action: 'quote' }
    if (!quote || !next) return { label: 'Getting a quote…' }
    return next.kind === 'approve' ? { label: `Approve ${from?.symbol ?? ''}`, action: 'approve' } : { label: 'Swap', action: 'swap' }
  })()

  // Max sells all of a token; of the coin, all but the fee (the built transaction's, else a swap's usual gas at the quoted price).
  const reserve = from?.native ? (feeWei ?? SWAP_GAS_RESERVE * BigInt(swap.gasPrice ?? '0')) : 0n
  const maxAmount = from ? formatUnits(from.balance > reserve ? from.balance - reserve : 0n, from.decimals) : ''

  return {
    unsupported,
    maxAmount,
    tokensStatus: swap.tokensStatus,
    rows,
    from,
    to,
    amount: swap.amount,
    quoteStatus: swap.quoteStatus,
    loadingQuote: swap.quoteStatus === 'loading' || (swap.quoteStatus === 'ready' && !next && inputs.ready && inputs.affordable),
    details,
    button,
    sending: swap.sending,
    error: unsupported ? SwapMessages.unsupportedNetwork : (swap.error ?? ('error' in checked ? checked.error : undefined)),
  }
})

export type SwapViewModel = ReturnType<typeof selectSwapView>
