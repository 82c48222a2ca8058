import { lazy } from '@porthole/protocol'
import * as z from 'zod/mini'
import type { Fetch } from '../http/index.js'

/** Wallet lists. */
export const WALLETS_PAGE = 40
export const RECOMMENDED_ENTRIES = 4
export const SEARCH_ENTRIES = 100
export const SEARCH_WAIT_MS = 300

export const FETCH_WALLETS_FAILED = 'Failed to fetch wallets'

const nullableText = lazy(() => z.nullable(z.string().check(z.maxLength(200))))

/** Wallet listing. Image ids go into a URL path, so only safe characters pass. */
const directoryWallet = lazy(() =>
  z.object({
    id: z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]{0,63}$/)),
    name: z.string().check(z.minLength(1), z.maxLength(64)),
    rdns: nullableText(),
    chains: z.array(z.string()),
    mobile_link: nullableText(),
    desktop_link: nullableText(),
    webapp_link: nullableText(),
    image_id: z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]{0,63}$/)),
    badge_type: z.optional(z.string()),
  }),
)
export type DirectoryWallet = z.infer<ReturnType<typeof directoryWallet>>

const walletPage = lazy(() => z.object({ data: z.array(directoryWallet()), count: z.number().check(z.int(), z.nonnegative()) }))
export type WalletPage = z.infer<ReturnType<typeof walletPage>>

export type WalletQuery = { page?: number; entries: number; search?: string; include?: readonly string[] }

export type DirectoryClient = {
  /** Ids the frame shows before the rest; none unless configured. */
  featuredIds: readonly string[]
  getWallets(query: WalletQuery, signal?: AbortSignal): Promise<WalletPage>
}

/**
 * `GET /getWallets` on the frame's own origin. Any failure, a bad
 * status or an answer of the wrong shape, is 'Failed to fetch wallets'; an
 * abort stays an AbortError, so callers can tell it apart.
 */
export function createDirectoryClient(fetch: Fetch, featuredIds: readonly string[] = []): DirectoryClient {
  return {
    featuredIds,
    async getWallets({ page = 1, entries, search = '', include = [] }, signal) {
      const params = new URLSearchParams({ page: String(page), entries: String(entries) })
      if (search !== '') params.set('search', search)
      if (include.length > 0) params.set('include', include.join(','))
      let response: Response
      try {
        response = await fetch(`/getWallets?${params}`, { signal })
      } catch (error) {
        throw signal?.aborted ? error : new Error(FETCH_WALLETS_FAILED)
      }
      const parsed = response.ok ? walletPage().safeParse(await response.json().catch(() => undefined)) : undefined
      if (!parsed?.success) throw new Error(FETCH_WALLETS_FAILED)
      return parsed.data
    },
  }
}
