import type { FamilyFeature, Namespace } from './chain-family.js'
import { isNamespace, type Families } from './families.js'

/**
 * What the families' chains offer beyond connecting and signing, without
 * their descriptors (checked against them by type and by test). A module of
 * its own: only the views and actions that offer these features read it, so
 * the frame's first paint does not carry it.
 */

/** What each family's chains offer beyond connecting and signing (see FamilyFeatures); a family not named offers none. */
export const FeaturesByNamespace: { readonly [N in Namespace]?: readonly FamilyFeature[] } = {
  eip155: ['names', 'activity', 'swaps', 'smartAccounts', 'chainSwitch'],
} as const satisfies { [N in Namespace]?: Families[N]['features'] }

/** Whether the family (of a namespace that may be unknown) offers `feature`. */
export const hasFamilyFeature = (namespace: string | undefined, feature: FamilyFeature): boolean =>
  isNamespace(namespace) && (FeaturesByNamespace[namespace]?.includes(feature) ?? false)
