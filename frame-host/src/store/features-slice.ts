import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RemoteFeature } from '@porthole/protocol'

export type FeaturesState = {
  /** The features in force: the embedded ones with the snippet's own values, until the config service's replace them. */
  list: RemoteFeature[]
  /** Basic mode: every remote feature off, WalletConnect without the wallet directory. */
  basic: boolean
  /** The visitor ticked the legal checkbox (feature `legalCheckbox`): connect buttons work. */
  legalAccepted: boolean
}

export const initialFeaturesState = ({ features = [], basic = false }: { features?: RemoteFeature[]; basic?: boolean } = {}): FeaturesState => ({
  list: features,
  basic,
  legalAccepted: false,
})

export const featuresSlice = createSlice({
  name: 'features',
  initialState: initialFeaturesState(),
  reducers: {
    fetched: (state, { payload }: PayloadAction<{ features: RemoteFeature[]; basic: boolean }>) => {
      state.list = payload.features
      state.basic = payload.basic
    },
    legalAccepted: (state, { payload }: PayloadAction<boolean>) => {
      state.legalAccepted = payload
    },
  },
})

export const { fetched: featuresFetched, legalAccepted } = featuresSlice.actions
