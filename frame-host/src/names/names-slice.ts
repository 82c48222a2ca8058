import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { disconnected } from '../shared-state/index.js'

/** ProfileName and profileImage of the account, and the RegisterAccountName view's state. */
export type NamesState = {
  /** The address the profile belongs to (a name never shows for another). */
  profileAddress?: string
  profileName?: string
  profileImage?: string
  profileFetchedAt?: number
  suggestions: { query: string; names: string[]; loading: boolean; error?: string }
  registering: boolean
}

const initialState: NamesState = { suggestions: { query: '', names: [], loading: false }, registering: false }

export const namesSlice = createSlice({
  name: 'names',
  initialState,
  reducers: {
    profileFetched(state, { payload }: PayloadAction<{ address: string; name?: string; image?: string; at: number }>) {
      state.profileAddress = payload.address
      state.profileFetchedAt = payload.at
      if (payload.name) state.profileName = payload.name
      else delete state.profileName
      if (payload.image) state.profileImage = payload.image
      else delete state.profileImage
    },
    suggestionsStarted(state, { payload }: PayloadAction<string>) {
      state.suggestions = { query: payload, names: [], loading: payload !== '' }
    },
    suggestionsFetched(state, { payload }: PayloadAction<{ query: string; names: string[] }>) {
      if (state.suggestions.query === payload.query) state.suggestions = { ...payload, loading: false }
    },
    suggestionsFailed(state, { payload }: PayloadAction<{ query: string; error: string }>) {
      if (state.suggestions.query === payload.query) state.suggestions = { query: payload.query, names: [], loading: false, error: payload.error }
    },
    registerStarted(state) {
      state.registering = true
    },
    registerEnded(state, { payload }: PayloadAction<{ address: string; name: string } | undefined>) {
      state.registering = false
      if (payload) {
        state.profileAddress = payload.address
        state.profileName = payload.name
      }
    },
  },
  extraReducers: (builder) => builder.addCase(disconnected, () => initialState),
})

export const { profileFetched, suggestionsStarted, suggestionsFetched, suggestionsFailed, registerStarted, registerEnded } = namesSlice.actions
