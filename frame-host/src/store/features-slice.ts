import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RemoteFeature } from '@porthole/protocol'

/** Spec §1: the project's remote features. The embedded ones come first; the config service's replace them. */
export const featuresSlice = createSlice({
  name: 'features',
  initialState: [] as RemoteFeature[],
  reducers: {
    fetched: (_state, { payload }: PayloadAction<RemoteFeature[]>) => payload,
  },
})

export const { fetched: featuresFetched } = featuresSlice.actions
