import { memoSelector } from '../memo-selector/index.js'
import { featureEnabled, type RemoteFeature } from '@porthole/protocol'
// The selector's own module, not the store's index: through the index this module moves in the first paint's chunk, which grows.
import { selectFeatures } from '../store/index.js'

/** Default socials, in their default order. */
export const SocialProviders = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
export type SocialProvider = (typeof SocialProviders)[number]

/** Connect methods default to email, social, wallet. */
export const ConnectMethods = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof ConnectMethods)[number]

export type ConnectOptions = {
  methods: ConnectMethod[]
  socials: SocialProvider[]
}

const isSocialProvider = (name: string): name is SocialProvider => (SocialProviders as readonly string[]).includes(name)

/**
 * Which connect methods the project's remote features allow. A feature the
 * project never set keeps its default (on); `socials` may narrow and reorder
 * the providers; names we do not know are ignored.
 */
export function connectOptions(features: readonly RemoteFeature[]): ConnectOptions {
  const social = features.find((f) => f.id === 'socials')

  const listed = social?.config ?? SocialProviders
  const socials = featureEnabled(features, 'socials') ? [...new Set(listed.filter(isSocialProvider))] : []

  const methods = ConnectMethods.filter((method) => {
    if (method === 'email') return featureEnabled(features, 'email')
    if (method === 'social') return socials.length > 0
    return true
  })
  return { methods, socials }
}

/** The Connect view's methods and socials, following the features in the store. */
export const selectConnectOptions = memoSelector([selectFeatures], connectOptions)
