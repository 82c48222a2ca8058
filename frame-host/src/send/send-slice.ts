import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { TokenBalance } from '../shared-state/index.js'
import { disconnected } from '../shared-state/index.js'

/** Send state, plus what the Send view shows while sending. */
export type SendState = {
  token?: TokenBalance
  sendTokenAmount: string
  /** What the visitor typed: an address or a name. */
  receiverInput: string
  /** The address the input stands for, once known. */
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImageUrl?: string
  /** A name lookup is under way. */
  resolving: boolean
  sending: boolean
  error?: string
}

const initialState: SendState = { sendTokenAmount: '', receiverInput: '', resolving: false, sending: false }

export const sendSlice = createSlice({
  name: 'send',
  initialState,
  reducers: {
    tokenChosen(state, { payload }: PayloadAction<TokenBalance | undefined>) {
      if (payload) state.token = payload
      else delete state.token
      delete state.error
    },
    amountSet(state, { payload }: PayloadAction<string>) {
      state.sendTokenAmount = payload
      delete state.error
    },
    receiverTyped(state, { payload }: PayloadAction<string>) {
      state.receiverInput = payload
      delete state.receiverAddress
      delete state.receiverProfileName
      delete state.receiverProfileImageUrl
      state.resolving = false
      delete state.error
    },
    resolving(state) {
      state.resolving = true
    },
    receiverResolved(state, { payload }: PayloadAction<{ input: string; address?: string; name?: string; avatar?: string }>) {
      if (state.receiverInput !== payload.input) return
      state.resolving = false
      if (payload.address) state.receiverAddress = payload.address
      if (payload.name) state.receiverProfileName = payload.name
      if (payload.avatar) state.receiverProfileImageUrl = payload.avatar
    },
    sendStarted(state) {
      state.sending = true
      delete state.error
    },
    sendFailed(state, { payload }: PayloadAction<string>) {
      state.sending = false
      state.error = payload
    },
    /** Success resets the send state. */
    reset: () => initialState,
  },
  extraReducers: (builder) => builder.addCase(disconnected, () => initialState),
})

export const { tokenChosen, amountSet, receiverTyped, receiverResolved, sendStarted, sendFailed, reset: resetSend } = sendSlice.actions
export const sendResolving = sendSlice.actions.resolving
