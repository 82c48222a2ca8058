/**
 * The partly supported chain families (bip122, polkadot, cosmos), as
 * far as the frame's first paint needs them: their names and the relay's own
 * connect methods. Their request shapes are in family-requests.ts, which only
 * the families' own (lazily loaded) code reads.
 */

export const FamilyNamespaces = ['bip122', 'polkadot', 'cosmos'] as const
export type FamilyNamespace = (typeof FamilyNamespaces)[number]
export const isFamilyNamespace = (namespace: string | undefined): namespace is FamilyNamespace =>
  (FamilyNamespaces as readonly (string | undefined)[]).includes(namespace)

/**
 * How the frame asks a page wallet of a family for its accounts: `connect`
 * may prompt the visitor, `accounts` never does (it answers [] when the site
 * is not authorized). Neither is a dapp's method: the page relay alone answers them.
 */
export const FamilyConnectMethods = {
  connect: 'porthole_connectAccounts',
  accounts: 'porthole_getAccounts',
} as const
