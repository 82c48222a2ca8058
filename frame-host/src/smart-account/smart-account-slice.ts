import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { DefaultAccountTypes, type AccountType, type Namespace, type SmartAccountMessages } from '@porthole/protocol'
import { embeddedSignedOut, storedStateRead } from '../shared-state/index.js'

/** What each family prefers: eoa or smartAccount (bip122 keeps the 'payment', which has no switch). */
export type PreferredAccountType = AccountType | 'payment'
export type PreferredAccountTypes = Record<Namespace, PreferredAccountType>

/** Why a smart account does not act: a key of SmartAccountMessages, whose text the views show (kept as a key so the texts load with them). */
export type SmartAccountFallback = keyof typeof SmartAccountMessages

export type SmartAccountState = {
  /** CAIP-2 networks where the project enables smart accounts and the worker has a bundler. */
  enabledNetworks: string[]
  /** Preferred account type per family; DefaultAccountTypes until the visitor switches. */
  preferred: PreferredAccountTypes
  /** The smart account the embedded key owns (the worker's session says which), or null without one. */
  address: string | null
  /** Whether `address` has code, per network read so far. */
  deployed: Record<string, boolean>
  /** Why the embedded account acts as its eoa although a smart account is preferred, else null. */
  fallback: SmartAccountFallback | null
}

const initialState: SmartAccountState = {
  enabledNetworks: [],
  preferred: { ...DefaultAccountTypes },
  address: null,
  deployed: {},
  fallback: null,
}

export const smartAccountSlice = createSlice({
  name: 'smartAccount',
  initialState,
  reducers: {
    /** Spec's "set preferred account": the visitor's choice for a family; it also clears an earlier fallback. */
    preferredAccountTypeSet(state, { payload }: PayloadAction<{ namespace: Namespace; type: PreferredAccountType }>) {
      state.preferred[payload.namespace] = payload.type
      state.fallback = null
    },
    /** Spec's "init smart account": the session's smart account (null: the worker gave none). */
    smartAccountFound(state, { payload }: PayloadAction<{ address: string | null; fallback?: SmartAccountFallback | undefined }>) {
      if (state.address !== payload.address) state.deployed = {}
      state.address = payload.address
      state.fallback = payload.fallback ?? null
    },
    deployedRead(state, { payload }: PayloadAction<{ address: string; networkId: string; deployed: boolean }>) {
      if (state.address === payload.address) state.deployed[payload.networkId] = payload.deployed
    },
    /** A smart-account error: the embedded account acts as its eoa until the visitor switches again. */
    fellBack(state, { payload }: PayloadAction<SmartAccountFallback>) {
      state.fallback = payload
    },
  },
  extraReducers: (builder) => {
    builder.addCase(storedStateRead, (state, { payload }) => {
      state.enabledNetworks = payload.enabledNetworks
      state.preferred = { ...DefaultAccountTypes, ...payload.preferred }
    })
    // Signing out forgets the account; the preferred type stays, like the visitor's other settings.
    builder.addCase(embeddedSignedOut, (state) => {
      state.address = null
      state.deployed = {}
      state.fallback = null
    })
  },
})

export const { preferredAccountTypeSet, smartAccountFound, deployedRead, fellBack } = smartAccountSlice.actions
