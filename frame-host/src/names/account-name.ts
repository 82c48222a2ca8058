import { InvalidParamsRpcError, Messages, NAME_LABEL } from '@porthole/protocol'

/** Names are registered under this suffix. */
export const NAME_SUFFIX = '.reown.id'

/** Spec §5: letters, digits and hyphens, at least 4 characters (the label, before the suffix); the worker's rule. */
export const ACCOUNT_NAME = NAME_LABEL
export const INVALID_ACCOUNT_NAME = 'Use at least 4 letters, digits or hyphens'

export const isValidAccountName = (label: string) => ACCOUNT_NAME.test(label)

/** Spec §5: an EVM chain's coin type sets the top bit; ids of 0x80000000 and up are 'Invalid chainId'. */
export function evmCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= 0x80000000) throw new InvalidParamsRpcError(Messages.invalidChainId)
  return (0x80000000 | chainId) >>> 0
}

/** Spec §7 registration message: JSON of the name, its attributes and a timestamp in seconds. */
export function registrationMessage(name: string, now = Date.now()): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now / 1000) })
}
