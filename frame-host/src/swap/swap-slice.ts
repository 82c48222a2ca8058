import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { disconnected } from '../shared-state/index.js'

/** A token the swap backend trades, with its USD price (0 when unpriced); balances are read from the account's, live. */
export type SwapListedToken = {
  /** CAIP-10; the native coin is protocol's NATIVE_TOKEN_ADDRESS. */
  address: string
  symbol: string
  name: string
  decimals: number
  logoUri: string
  price: number
}

/** The transaction the swap sends next: the approval while the allowance is short, else the swap. Amounts as decimal strings. */
export type NextTransaction = { kind: 'approve' | 'swap'; to: string; data: string; value: string; gas: string; gasPrice: string }

export type SwapStep = 'approve' | 'approving' | 'swap' | 'swapping'

export type SwapState = {
  /** Networks (CAIP-2) where the worker has a swap backend. */
  networks: string[]
  /** The network the token list is of. */
  network?: string
  tokensStatus: 'idle' | 'loading' | 'ready' | 'failed'
  tokens: SwapListedToken[]
  from?: string
  to?: string
  /** What the visitor typed, in whole FROM tokens. */
  amount: string
  /** `network|from|to|units` of the quote below; a typed change makes it stale. */
  quoteKey?: string
  quoteStatus: 'idle' | 'loading' | 'ready' | 'none' | 'failed'
  quote?: { fromAmount: string; toAmount: string }
  gasPrice?: string
  next?: NextTransaction
  /** Where the swap is: a transaction waiting for the wallet (approve, swap) or for the chain (approving, swapping). */
  sending?: SwapStep
  error?: string
}

const initialState: SwapState = { networks: [], tokensStatus: 'idle', tokens: [], amount: '', quoteStatus: 'idle' }

/** Everything the quote below was for changes: the quote goes with it. */
function dropQuote(state: SwapState) {
  delete state.quoteKey
  delete state.quote
  delete state.next
  delete state.error
  state.quoteStatus = 'idle'
}

export const swapSlice = createSlice({
  name: 'swap',
  initialState,
  reducers: {
    opened(state, { payload }: PayloadAction<{ networks: string[] }>) {
      state.networks = payload.networks
      delete state.error
    },
    tokensLoading(state, { payload }: PayloadAction<{ network: string }>) {
      if (state.network !== payload.network) return { ...initialState, networks: state.networks, network: payload.network, tokensStatus: 'loading' }
      state.tokensStatus = 'loading'
    },
    tokensLoaded(state, { payload }: PayloadAction<{ network: string; tokens: SwapListedToken[] }>) {
      if (state.network !== payload.network) return
      state.tokens = payload.tokens
      state.tokensStatus = 'ready'
      // Spec-like defaults of AppKit: the network's coin to sell, nothing bought until chosen.
      if (!state.from || !payload.tokens.some((t) => t.address === state.from)) {
        const native = payload.tokens.find((t) => t.address.toLowerCase().endsWith(':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'))
        if (native) state.from = native.address
      }
    },
    /** USD prices by lower-case CAIP-10 id. */
    pricesLoaded(state, { payload }: PayloadAction<{ network: string; prices: Record<string, number> }>) {
      if (state.network !== payload.network) return
      for (const token of state.tokens) token.price = payload.prices[token.address.toLowerCase()] ?? token.price
    },
    tokensFailed(state, { payload }: PayloadAction<{ network: string; message: string }>) {
      if (state.network !== payload.network) return
      state.tokensStatus = 'failed'
      state.error = payload.message
    },
    fromChosen(state, { payload }: PayloadAction<string>) {
      if (payload === state.to) state.to = state.from
      state.from = payload
      dropQuote(state)
    },
    toChosen(state, { payload }: PayloadAction<string>) {
      if (payload === state.from) state.from = state.to
      state.to = payload
      dropQuote(state)
    },
    /** The flip button: what was bought is sold; the amount typed stays. */
    flipped(state) {
      const { from, to } = state
      if (to) state.from = to
      else delete state.from
      if (from) state.to = from
      else delete state.to
      dropQuote(state)
    },
    amountTyped(state, { payload }: PayloadAction<string>) {
      state.amount = payload
      dropQuote(state)
    },
    quoteLoading(state, { payload }: PayloadAction<{ key: string }>) {
      state.quoteKey = payload.key
      state.quoteStatus = 'loading'
      delete state.quote
      delete state.next
      delete state.error
    },
    quoteLoaded(state, { payload }: PayloadAction<{ key: string; quote?: SwapState['quote']; gasPrice: string; error?: string }>) {
      if (state.quoteKey !== payload.key) return
      state.gasPrice = payload.gasPrice
      if (payload.quote) {
        state.quote = payload.quote
        state.quoteStatus = 'ready'
      } else {
        state.quoteStatus = 'none'
        if (payload.error) state.error = payload.error
      }
    },
    quoteFailed(state, { payload }: PayloadAction<{ key: string; message: string }>) {
      if (state.quoteKey !== payload.key) return
      state.quoteStatus = 'failed'
      state.error = payload.message
    },
    nextBuilt(state, { payload }: PayloadAction<{ key: string; next: NextTransaction }>) {
      if (state.quoteKey !== payload.key) return
      state.next = payload.next
    },
    sending(state, { payload }: PayloadAction<SwapStep>) {
      state.sending = payload
      delete state.error
    },
    failed(state, { payload }: PayloadAction<string>) {
      delete state.sending
      state.error = payload
    },
    /** Mined: the amount clears for the next swap; the pair stays. */
    swapped(state) {
      delete state.sending
      state.amount = ''
      dropQuote(state)
    },
  },
  extraReducers: (builder) => builder.addCase(disconnected, (state) => ({ ...initialState, networks: state.networks })),
})

/** Typed by its own part of the state: the slice imports nothing of the store, which assembles it. */
export const selectSwap = (state: { swap: SwapState }): SwapState => state.swap
export const swapActions = swapSlice.actions
