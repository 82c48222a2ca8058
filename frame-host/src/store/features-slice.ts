import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RemoteFeature } from '@porthole/protocol'
import { initialFeaturesState, legalAccepted } from './features-state.js'

export const featuresSlice = createSlice({
  name: 'features',
  initialState: initialFeaturesState(),
  reducers: {
    fetched: (state, { payload }: PayloadAction<{ features: RemoteFeature[]; basic: boolean }>) => {
      state.list = payload.features
      state.basic = payload.basic
    },
  },
  extraReducers: (builder) =>
    builder.addCase(legalAccepted, (state, { payload }) => {
      state.legalAccepted = payload
    }),
})

export const { fetched: featuresFetched } = featuresSlice.actions
