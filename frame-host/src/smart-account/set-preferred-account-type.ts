import type { AccountType } from '@porthole/protocol'
import { resetSend } from '../send/index.js'
import type { FrameThunk } from '../store/index.js'
import { preferredAccountTypeSet } from './smart-account-slice.js'

/**
 * Spec's "set preferred account" for the EVM family: the choice is kept in
 * the frame's storage, and the acting account follows it where smart accounts
 * are enabled (smart-account-listeners.ts), so the page hears accountsChanged.
 * A half-filled Send belonged to the other account's balances: it starts over.
 */
export function setPreferredAccountType(type: AccountType): FrameThunk {
  return (dispatch) => {
    dispatch(preferredAccountTypeSet({ namespace: 'eip155', type }))
    dispatch(resetSend())
  }
}
