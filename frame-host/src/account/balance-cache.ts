/** Portfolio: balances are cached 30 s, and a failure blocks another try as long. */
export const BALANCE_CACHE_MS = 30_000

/** What a balance read remembers of its last run, for the account and network it was for. */
export type BalanceReads = { key?: string | undefined; fetchedAt?: number | undefined; failedAt?: number | undefined }

/** Whether a read for `key` may be skipped: it failed recently, or, unless forced, succeeded recently. */
export function isReadFresh(last: BalanceReads, key: string, now: number, force: boolean): boolean {
  const recent = (at?: number) => at !== undefined && now - at < BALANCE_CACHE_MS
  return last.key === key && (recent(last.failedAt) || (!force && recent(last.fetchedAt)))
}
