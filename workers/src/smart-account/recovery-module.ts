import { DEFAULT_RECOVERY_DELAY_DAYS, RecoveryModules, type RecoveryDelayDays } from '@porthole/protocol'
import type { Hex } from 'viem'

/**
 * `RECOVERY_DELAY_DAYS`: how long a started recovery of a passkey-secured account waits before it
 * can take over, during which any of the account's passkeys cancels it. One of the periods the
 * audited module is deployed with (RecoveryModules); empty: 3 days. An operator setting of the
 * worker, since accounts belong to the worker rather than to one project. Anything else is a
 * deployment error, refused rather than replaced by a shorter wait.
 */
export function recoveryModuleOf(env: Env): { address: Hex; delayDays: RecoveryDelayDays } {
  const raw = env.RECOVERY_DELAY_DAYS?.trim() ?? ''
  const delayDays = raw === '' ? DEFAULT_RECOVERY_DELAY_DAYS : (Number(raw) as RecoveryDelayDays)
  const address = RecoveryModules[delayDays]
  if (!address) throw new Error(`RECOVERY_DELAY_DAYS must be one of ${Object.keys(RecoveryModules).join(', ')} (days), not "${raw}"`)
  return { address, delayDays }
}
