import { createAction } from '@reduxjs/toolkit'
import type { WalletRef } from '../storage/index.js'
import type { AccountType, Namespace } from '@porthole/protocol'

/**
 * What the frame origin's storage holds for the store, read once the start
 * chunk is in (its reads go through zod, which the first paint does not carry).
 */
export const storedStateRead = createAction<{
  recent: WalletRef[]
  /** The smart-account-enabled networks: the frame config's, else those stored last. */
  enabledNetworks: string[]
  /** Each family's preferred account type, as the smart-account slice keeps it. */
  preferred: Partial<Record<Namespace, AccountType | 'payment'>>
}>('store/storedStateRead')
