import { bip122Family } from './chain-families/bip122.js'
import { cosmosFamily } from './chain-families/cosmos.js'
import { eip155Family } from './chain-families/eip155.js'
import { polkadotFamily } from './chain-families/polkadot.js'
import { solanaFamily } from './chain-families/solana.js'
import { Namespaces, type ChainFamily, type Namespace } from './chain-family.js'

/**
 * The chain families, looked up by namespace or by a CAIP id of theirs. Code
 * outside chain-families/ asks these instead of naming a family.
 */

export const ChainFamilies = {
  eip155: eip155Family,
  solana: solanaFamily,
  bip122: bip122Family,
  polkadot: polkadotFamily,
  cosmos: cosmosFamily,
} as const satisfies { [N in Namespace]: ChainFamily<N> }
type Families = typeof ChainFamilies

/** The family a fresh state, a request without one and the EIP-1193 provider use. */
export const DefaultNamespace: typeof eip155Family.namespace = 'eip155'

export const isNamespace = (value: unknown): value is Namespace => (Namespaces as readonly unknown[]).includes(value)

export const familyOf = <N extends Namespace>(namespace: N): Families[N] => ChainFamilies[namespace]

/** The family a CAIP-2 network id (or CAIP-10 account id) belongs to, by its prefix; undefined for one we do not know. */
export function familyOfNetworkId(caipId: string): ChainFamily | undefined {
  const prefix = caipId.slice(0, caipId.indexOf(':'))
  return isNamespace(prefix) ? ChainFamilies[prefix] : undefined
}

/** Whether a network id is of that family. */
export const isNetworkOf = (namespace: Namespace, caipId: string): boolean => familyOfNetworkId(caipId)?.namespace === namespace

/** Whether the family has the dapp's provider, balances, sending and sign-in (see FamilySupport). */
export const isFullySupported = (namespace: Namespace | undefined): boolean => namespace !== undefined && familyOf(namespace).support === 'full'

/** A CAIP-2 network id split into its family and reference, when the family knows the reference's form. */
export function parseNetworkId(caipId: string): { family: ChainFamily; reference: string } | undefined {
  const family = familyOfNetworkId(caipId)
  const reference = caipId.slice(caipId.indexOf(':') + 1)
  return family?.reference.test(reference) ? { family, reference } : undefined
}

/** A CAIP-10 account id (`<network id>:<address>`) split, when the address has its family's form. */
export function parseAccountId(caipId: string): { family: ChainFamily; networkId: string; address: string } | undefined {
  const cut = caipId.lastIndexOf(':')
  const networkId = caipId.slice(0, cut)
  const network = parseNetworkId(networkId)
  const address = caipId.slice(cut + 1)
  return network?.family.address.test(address) ? { family: network.family, networkId, address } : undefined
}

type AccountTypeDefaults = { [N in Namespace]: Families[N]['defaultAccountType'] }
/** The account type each family starts with before the visitor chooses (a pure call: bundles without it drop the registry). */
export const DefaultAccountTypes: AccountTypeDefaults = /* @__PURE__ */ (() =>
  Object.fromEntries(Namespaces.map((n) => [n, ChainFamilies[n].defaultAccountType])) as AccountTypeDefaults)()

/**
 * The partly supported chain families, as far as the frame's first paint
 * needs them: their names and the relay's own connect methods. Their request
 * shapes are in family-requests.ts, which only the families' own (lazily
 * loaded) code reads.
 */
type PartialNamespace = { [N in Namespace]: Families[N]['support'] extends 'partial' ? N : never }[Namespace]
export const FamilyNamespaces: readonly PartialNamespace[] = /* @__PURE__ */ (() =>
  Namespaces.filter((n): n is PartialNamespace => ChainFamilies[n].support === 'partial'))()
export type FamilyNamespace = PartialNamespace
export const isFamilyNamespace = (namespace: string | undefined): namespace is FamilyNamespace =>
  isNamespace(namespace) && ChainFamilies[namespace].support === 'partial'

/**
 * How the frame asks a page wallet of a family for its accounts: `connect`
 * may prompt the visitor, `accounts` never does (it answers [] when the site
 * is not authorized). Neither is a dapp's method: the page relay alone answers them.
 */
export const FamilyConnectMethods = {
  connect: 'porthole_connectAccounts',
  accounts: 'porthole_getAccounts',
} as const
