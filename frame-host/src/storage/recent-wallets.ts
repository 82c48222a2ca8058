/** Recent wallets are stored, at most 2. */
export const RECENT_WALLETS_MAX = 2
