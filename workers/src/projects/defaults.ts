import { featureEnabled, FeatureIds, RemoteFeatureIds, type FeatureId, type RemoteFeature } from '@porthole/protocol'

/** Default socials, in display order. */
export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

/** Every remote feature as a new project starts with it (on, but `passkeys`, which a project turns on), and off where listed. */
export function defaultFeatures(disabled: readonly FeatureId[] = []): RemoteFeature[] {
  return RemoteFeatureIds.map((id) => ({
    id,
    isEnabled: featureEnabled([], id) && !disabled.includes(id),
    config: id === 'socials' ? [...DEFAULT_SOCIALS] : null,
  }))
}

/**
 * Every feature of as the config service answers it: the
 * project's own value where it set one, else the spec's default.
 */
export function allFeatures(features: readonly RemoteFeature[]): RemoteFeature[] {
  return FeatureIds.map(
    (id) => features.find((f) => f.id === id) ?? { id, isEnabled: featureEnabled([], id), config: id === 'socials' ? [...DEFAULT_SOCIALS] : null },
  )
}

/** The project's features with some set on or off (the operator's `--feature id=on|off`). */
export function withFeatures(features: readonly RemoteFeature[], set: Partial<Record<FeatureId, boolean>>): RemoteFeature[] {
  return allFeatures(features).map((f) => (f.id in set ? { ...f, isEnabled: set[f.id]! } : f))
}
