import { RemoteFeatureIds, type RemoteFeature, type RemoteFeatureId } from '@porthole/protocol'

/** Spec §9 default socials, in display order. */
export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

/** Every remote feature of spec §3, enabled unless listed. */
export function defaultFeatures(disabled: readonly RemoteFeatureId[] = []): RemoteFeature[] {
  return RemoteFeatureIds.map((id) => ({
    id,
    isEnabled: !disabled.includes(id),
    config: id === 'socials' ? [...DEFAULT_SOCIALS] : null,
  }))
}
