import { InternalRpcError, lazy, Messages, solanaAccounts } from '@porthole/protocol'
import { getAddress, hexToNumber, isAddress, isHex } from 'viem'
import * as z from 'zod/mini'

const accountList = lazy(() => z.array(z.string()).check(z.maxLength(256)))

/** `eth_accounts` / `accountsChanged` from a wallet: valid EVM addresses, checksummed; others dropped. */
export function parseAccounts(value: unknown): string[] {
  const parsed = accountList().safeParse(value)
  if (!parsed.success) throw new InternalRpcError(Messages.failedToConnect)
  return parsed.data.filter((a) => isAddress(a, { strict: false })).map((a) => getAddress(a))
}

/** `eth_chainId` / `chainChanged` from a wallet: a hex quantity (some wallets send a number). */
export function parseChainId(value: unknown): number {
  const id = typeof value === 'number' ? value : isHex(value, { strict: true }) && value.length <= 18 ? hexToNumber(value) : NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw new InternalRpcError(Messages.failedToConnect)
  return id
}

/** A Solana wallet's accounts (`accountsChanged`): base58 addresses; a list that does not parse is refused. */
export function parseSolanaAccounts(value: unknown): string[] {
  const parsed = solanaAccounts().safeParse(value)
  if (!parsed.success) throw new InternalRpcError(Messages.failedToConnect)
  return parsed.data
}
