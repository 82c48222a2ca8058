/*
 * The frame config's names and the features' defaults, without zod: the
 * frame's first paint reads them (frame-config.ts has the schemas).
 */

/** Element id of the JSON block the worker writes into the frame document. */
export const FRAME_CONFIG_ELEMENT_ID = 'porthole-config'
/** Placeholder in the built frame document that the worker replaces. */
export const FRAME_CONFIG_PLACEHOLDER = '<!--porthole:config-->'

/** Remote features, as the project stores them. Basic mode turns every one of them off. */
export const RemoteFeatureIds = ['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding', 'multiWallet', 'passkeys'] as const
/** Default features: on unless listed in `DefaultOffFeatureIds`. Projects may set these too. */
export const DefaultFeatureIds = [
  'receive',
  'send',
  'emailShowWallets',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'pay',
] as const
/** The default features that are off until a project (or snippet) turns them on. */
export const DefaultOffFeatureIds: readonly FeatureId[] = ['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay', 'passkeys']
export const FeatureIds = [...RemoteFeatureIds, ...DefaultFeatureIds] as const
export type RemoteFeatureId = (typeof RemoteFeatureIds)[number]
export type FeatureId = (typeof FeatureIds)[number]

/** Whether a feature is on: as listed, else its spec default (remote ones on, the list as it says). */
export function featureEnabled(features: readonly { id: FeatureId; isEnabled: boolean }[], id: FeatureId): boolean {
  return features.find((f) => f.id === id)?.isEnabled ?? !DefaultOffFeatureIds.includes(id)
}
