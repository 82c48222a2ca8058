import type { Namespace } from '../chain-family.js'
import { EIP155_METHODS } from './eip155.js'
import { FAMILY_METHODS } from './families.js'
import { SOLANA_METHODS } from './solana.js'
import { routeOf, type MethodRoute, type MethodTable, type WalletMethod } from './table.js'

/** Every family's table, for code that serves all of them (a first paint imports its family's table alone). */
export const WALLET_METHODS: { readonly [N in Namespace]: MethodTable } = {
  eip155: EIP155_METHODS,
  solana: SOLANA_METHODS,
  bip122: FAMILY_METHODS.bip122,
  polkadot: FAMILY_METHODS.polkadot,
  cosmos: FAMILY_METHODS.cosmos,
}

/** The method's entry when `family` may call it (exact, case-sensitive). */
export const walletMethod = (family: Namespace, method: string): WalletMethod | undefined =>
  Object.hasOwn(WALLET_METHODS, family) ? WALLET_METHODS[family].get(method) : undefined

/** The method's route, or 'denied' when `family` may not call it. */
export function classify(family: Namespace, method: string): MethodRoute | 'denied' {
  const entry = walletMethod(family, method)
  return entry ? routeOf(entry.kind) : 'denied'
}

/** The methods of `family` that the router sends to `route`, in table order. */
export const methodsRoutedTo = (family: Namespace, route: MethodRoute): string[] =>
  [...WALLET_METHODS[family]].filter(([, entry]) => routeOf(entry.kind) === route).map(([name]) => name)
