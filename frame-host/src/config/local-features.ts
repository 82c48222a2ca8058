import { featureEnabled, FeatureIds, type LocalFeatures, type RemoteFeature } from '@porthole/protocol'

type Settings = { features: RemoteFeature[]; basic: boolean }

/** The project's features with the snippet's own values over them: what the frame runs with until the remote configuration arrives. */
export function withLocal({ features, basic }: Settings, local: LocalFeatures | undefined): Settings {
  if (!local) return { features, basic }
  const set = local.features ?? {}
  const merged = features.filter((f) => !(f.id in set))
  for (const id of FeatureIds) {
    const value = set[id]
    if (value !== undefined) merged.push({ ...(features.find((f) => f.id === id) ?? { id, config: null }), isEnabled: value })
  }
  return { features: merged, basic: local.basic ?? basic }
}

/** A local value the remote configuration says otherwise about is ignored, with a warning. */
export function localContradicted(remote: Settings, local: LocalFeatures | undefined): boolean {
  if (!local) return false
  if (local.basic !== undefined && local.basic !== remote.basic) return true
  return Object.entries(local.features ?? {}).some(([id, value]) => featureEnabled(remote.features, id as RemoteFeature['id']) !== value)
}
