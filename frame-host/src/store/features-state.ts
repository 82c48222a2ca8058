import { plainAction } from '../plain-action/index.js'
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

/** Dispatched by the first paint's legal checkbox, which carries no reducer (features-slice.ts handles it). */
export const legalAccepted = plainAction<boolean>('features/legalAccepted')
