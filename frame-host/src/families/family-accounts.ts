import { familyAccounts, InternalRpcError, Messages } from '@porthole/protocol'

/** A family wallet's accounts, the active first (a Bitcoin wallet's payment address); a list that does not parse is refused. */
export function parseFamilyAccounts(value: unknown): string[] {
  const parsed = familyAccounts().safeParse(value)
  if (!parsed.success) throw new InternalRpcError(Messages.failedToConnect)
  return [...new Set(parsed.data.map((account) => account.address))]
}
