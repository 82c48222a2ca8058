import { NATIVE_TOKEN_ADDRESS } from '@porthole/protocol'
import { parseUnits } from 'viem'
import type { TokenBalance } from '../shared-state/index.js'
import { formatBalance } from '../format/index.js'
import { createSelector, selectActiveNetwork, selectAddress, type FrameState } from '../store/index.js'
import type { SwapPair } from './swap-client.js'
import { selectSwap, type SwapListedToken } from './swap-slice.js'
import { checkSwap, parseSwapAmount } from './validate-swap.js'

/** A listed token with what the account holds of it now (read from the account's balances, so it follows every refresh). */
export type SwapTokenRow = SwapListedToken & { native: boolean; balance: bigint; balanceText: string }

const plain = (caip10: string) => caip10.slice(caip10.lastIndexOf(':') + 1).toLowerCase()
const isNative = (caip10: string) => plain(caip10) === NATIVE_TOKEN_ADDRESS

/** Whole tokens as the balance API writes them, in base units; digits past the token's decimals are dropped. */
function units(numeric: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = numeric.split('.')
  return parseUnits(`${whole}.${fraction.slice(0, decimals) || '0'}`, decimals)
}

function holding(balances: readonly TokenBalance[], token: SwapListedToken): TokenBalance | undefined {
  if (isNative(token.address)) return balances.find((b) => b.address === undefined)
  return balances.find((b) => b.address?.toLowerCase() === plain(token.address))
}

/** The Swap view's tokens with the active account's balances, on the network the list is of. */
export const selectSwapTokens = createSelector(
  [selectSwap, (state: FrameState) => state.tokens, selectActiveNetwork, selectAddress],
  (swap, tokens, network, address): SwapTokenRow[] => {
    const own = network && address && tokens.key?.toLowerCase() === `${network.caipNetworkId}:${address}`.toLowerCase() ? tokens.balances : []
    return swap.tokens.map((token) => {
      const held = holding(own, token)
      const balance = held ? units(held.numeric, token.decimals) : 0n
      return { ...token, native: isNative(token.address), balance, balanceText: formatBalance(balance, token.decimals), price: token.price || held?.price || 0 }
    })
  },
)

export type SwapInputs =
  | { ready: false; from?: SwapTokenRow | undefined; to?: SwapTokenRow | undefined; native?: SwapTokenRow | undefined }
  | { ready: true; key: string; network: string; pair: SwapPair; from: SwapTokenRow; to: SwapTokenRow; native: SwapTokenRow | undefined; affordable: boolean }

/**
 * What a quote is asked for: the active network, two different tokens and a
 * valid amount of FROM. `affordable`: the balance covers it (before the fee
 * is known), so the transaction may be built.
 */
export const selectSwapInputs = createSelector(
  [selectSwap, selectSwapTokens, selectActiveNetwork, selectAddress],
  (swap, rows, network, address): SwapInputs => {
    const from = rows.find((t) => t.address === swap.from)
    const to = rows.find((t) => t.address === swap.to)
    const native = rows.find((t) => t.native)
    if (!network || !address || swap.network !== network.caipNetworkId || !swap.networks.includes(network.caipNetworkId))
      return { ready: false, from, to, native }
    if (!from || !to || from.address === to.address) return { ready: false, from, to, native }
    const amount = parseSwapAmount(swap.amount, from.decimals)
    if (amount === undefined) return { ready: false, from, to, native }
    const key = `${network.caipNetworkId}|${from.address}|${to.address}|${amount}`
    const pair = { from: from.address, to: to.address, amount, userAddress: `${network.caipNetworkId}:${address}` }
    const checked = checkSwap({ amount: swap.amount, from, to, nativeSymbol: native?.symbol ?? '', nativeBalance: native?.balance ?? 0n, feeWei: undefined })
    return { ready: true, key, network: network.caipNetworkId, pair, from, to, native, affordable: 'units' in checked }
  },
)
