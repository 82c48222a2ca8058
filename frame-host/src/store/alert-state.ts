import { plainAction } from '../plain-action/index.js'
import type { Alert } from '@porthole/protocol'

export type AlertState = {
  /** On screen until dismissed, oldest first. */
  shown: Alert[]
  /** Every alert ever raised: shows each only once. */
  seen: Alert[]
}

export const initialAlertState: AlertState = { shown: [], seen: [] }

/** Dispatched by the first paint's banners, which carry no reducer (alert-slice.ts handles it). */
export const dismissAlert = plainAction<Alert>('alerts/dismissed')
