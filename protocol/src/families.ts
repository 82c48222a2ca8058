import type { bip122Family } from './chain-families/bip122.js'
import type { cosmosFamily } from './chain-families/cosmos.js'
import type { eip155Family } from './chain-families/eip155.js'
import type { polkadotFamily } from './chain-families/polkadot.js'
import type { solanaFamily } from './chain-families/solana.js'
import { Namespaces, type FamilySupport, type Namespace } from './chain-family.js'

/**
 * What the frame's first paint asks of the chain families, answered without
 * their descriptors (those load where family-registry.ts is read): the
 * default family, which families are fully supported, and their defaults.
 * The values are checked against the descriptors' own, by type and by test.
 */

export type Families = {
  eip155: typeof eip155Family
  solana: typeof solanaFamily
  bip122: typeof bip122Family
  polkadot: typeof polkadotFamily
  cosmos: typeof cosmosFamily
}
type NamespaceWith<S extends FamilySupport> = { [N in Namespace]: Families[N]['support'] extends S ? N : never }[Namespace]
/** The families with the dapp's provider, balances, sending, sign-in and the embedded wallet. */
export type FullNamespace = NamespaceWith<'full'>
/** The partly supported families: a page wallet or a WalletConnect peer, through `porthole.request`. */
export type FamilyNamespace = NamespaceWith<'partial'>

/** The family a fresh state, a request without one and the EIP-1193 provider use. */
export const DefaultNamespace: typeof eip155Family.namespace = 'eip155'

export const FullNamespaces = ['eip155', 'solana'] as const satisfies readonly FullNamespace[]
export const FamilyNamespaces = ['bip122', 'polkadot', 'cosmos'] as const satisfies readonly FamilyNamespace[]

export const isNamespace = (value: unknown): value is Namespace => (Namespaces as readonly unknown[]).includes(value)

/** Whether the family has the dapp's provider, balances, sending and sign-in (see FamilySupport). */
export const isFullySupported = (namespace: string | undefined): namespace is FullNamespace =>
  (FullNamespaces as readonly (string | undefined)[]).includes(namespace)

export const isFamilyNamespace = (namespace: string | undefined): namespace is FamilyNamespace =>
  (FamilyNamespaces as readonly (string | undefined)[]).includes(namespace)

/**
 * The family a provider request is for: the one it names, else the one its method's
 * prefix names (a Solana dapp's `solana_signMessage`), else the default (EIP-1193).
 */
export function namespaceOfRequest({ method, namespace }: { method: string; namespace?: string | undefined }): Namespace {
  if (isNamespace(namespace)) return namespace
  return method.startsWith('solana_') ? 'solana' : DefaultNamespace
}

/** The family of a CAIP-2 network id (or CAIP-10 account id), by its prefix; undefined for one we do not know. */
export function namespaceOfNetworkId(caipId: string): Namespace | undefined {
  const prefix = caipId.slice(0, caipId.indexOf(':'))
  return isNamespace(prefix) ? prefix : undefined
}

/** The account type (or Bitcoin address purpose) each family starts with before the visitor chooses. */
export const DefaultAccountTypes = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
  polkadot: 'eoa',
  cosmos: 'eoa',
} as const satisfies { [N in Namespace]: Families[N]['defaultAccountType'] }

/**
 * How the frame asks a page wallet of a partly supported family for its
 * accounts: `connect` may prompt the visitor, `accounts` never does (it
 * answers [] when the site is not authorized). Neither is a dapp's method:
 * the page relay alone answers them. The families' request shapes are in
 * family-requests.ts, which only their own (lazily loaded) code reads.
 */
export const FamilyConnectMethods = {
  connect: 'porthole_connectAccounts',
  accounts: 'porthole_getAccounts',
} as const
