import { AccountTypes, lazy, Namespaces } from '@porthole/protocol'
import * as z from 'zod/mini'
import { type KeyValueStorage, tolerantStorage } from '../storage/index.js'
import type { PreferredAccountTypes } from './smart-account-slice.js'

export const SmartAccountKeys = {
  /** The smart-account-enabled networks, as a comma list. */
  enabledNetworks: 'porthole:smartAccountEnabledNetworks',
  preferredAccountTypes: 'porthole:preferredAccountTypes',
} as const

const CAIP2 = /^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/

const preferredAccountTypes = lazy(() =>
  z.object(Object.fromEntries(Namespaces.map((namespace) => [namespace, z.optional(z.enum([...AccountTypes, 'payment']))]))),
)

export type SmartAccountStorage = {
  readEnabledNetworks(): string[]
  writeEnabledNetworks(networks: readonly string[]): void
  readPreferred(): Partial<PreferredAccountTypes>
  writePreferred(preferred: PreferredAccountTypes): void
}

/** The smart-account part of the frame origin's storage; what does not parse (or storage that throws) counts as nothing. */
export function createSmartAccountStorage(storage: KeyValueStorage): SmartAccountStorage {
  // Blocked or full storage: the choice just does not survive a reload.
  const { get, set } = tolerantStorage(storage)
  return {
    readEnabledNetworks: () => (get(SmartAccountKeys.enabledNetworks) ?? '').split(',').filter((id) => CAIP2.test(id)),
    writeEnabledNetworks: (networks) => set(SmartAccountKeys.enabledNetworks, networks.join(',')),
    readPreferred() {
      try {
        return preferredAccountTypes().safeParse(JSON.parse(get(SmartAccountKeys.preferredAccountTypes) ?? 'null')).data ?? {}
      } catch {
        return {}
      }
    },
    writePreferred: (preferred) => set(SmartAccountKeys.preferredAccountTypes, JSON.stringify(preferred)),
  }
}
