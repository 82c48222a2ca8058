import { methodsRoutedTo, Namespaces, routeOf, UnsupportedProviderMethodError, walletMethod, type Namespace } from '@porthole/protocol'

/**
 * Wallet methods a dapp may call, per namespace, by where the router sends them: 'read' to
 * the chain's RPC transport, 'accounts' to the connection state (and the modal when none),
 * 'wallet' to the active connector. Read from the table of wallet methods in protocol.
 */
export type MethodClass = 'read' | 'accounts' | 'wallet'
export type Classification = MethodClass | 'denied'
export type AllowList = { readonly [C in MethodClass]: readonly string[] }

const listOf = (family: Namespace): AllowList => ({
  read: methodsRoutedTo(family, 'read'),
  accounts: methodsRoutedTo(family, 'accounts'),
  wallet: methodsRoutedTo(family, 'wallet'),
})

export const ALLOW_LISTS = Object.fromEntries(Namespaces.map((family) => [family, listOf(family)])) as {
  readonly [N in Namespace]: AllowList
}

/** Exact, case-sensitive match; an unknown namespace or method is 'denied'. */
export function classify(namespace: Namespace, method: string): Classification {
  const entry = walletMethod(namespace, method)
  return entry ? routeOf(entry.kind) : 'denied'
}

/** The method's class, or error 4200 with the spec's message when it is not on the list. */
export function assertAllowed(namespace: Namespace, method: string): MethodClass {
  const kind = classify(namespace, method)
  if (kind === 'denied') throw new UnsupportedProviderMethodError()
  return kind
}
