import * as z from 'zod'

/** Wallet and image ids: lower-case slugs or 64-hex ids, safe in a URL path. */
export const WALLET_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/
export const walletId = z.string().regex(WALLET_ID, 'Expected an id of a-z, 0-9, ".", "_" or "-" (at most 64)')

/** A CAIP-2 chain id, `namespace:reference`. */
export const chainId = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 chain id')

/** A native or universal link the frame may navigate to: never a scheme that runs code. */
const appLink = z
  .string()
  .max(200)
  .regex(/^(?!(?:javascript|data|vbscript|file|blob):)[a-z][a-z0-9+.-]*:\/\/[^\s"'<>\\]*$/, 'Expected a scheme://… link')

const httpsLink = z
  .string()
  .max(200)
  .regex(/^https:\/\/[^\s"'<>\\]+$/, 'Expected an https:// link')

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length

/**
 * One listing of workers/data/wallets.json. `badge_type: 'certified'` marks the
 * directory's own curated set, not any third party's certification; `rank` orders
 * the recommended wallets first.
 */
export const walletEntry = z.strictObject({
  id: walletId,
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^\S(?:[^\p{Cc}]*\S)?$/u, 'Expected a trimmed, printable name'),
  rdns: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'Expected a reverse domain name')
    .nullable(),
  chains: z.array(chainId).min(1).max(64).refine(unique, 'Duplicate chain'),
  mobile_link: appLink.nullable(),
  desktop_link: appLink.nullable(),
  webapp_link: httpsLink.nullable(),
  image_id: walletId,
  badge_type: z.enum(['certified', 'none']),
  rank: z.int().positive().nullable(),
})

export type WalletEntry = z.infer<typeof walletEntry>

/** A listing as `GET /getWallets` returns it. */
export type Wallet = Omit<WalletEntry, 'rank'>

/** The whole data file: ids, ranks and rdns each name one wallet. */
export const walletsFile = z
  .array(walletEntry)
  .min(1)
  .refine((list) => unique(list.map((w) => w.id)), 'Duplicate wallet id')
  .refine((list) => unique(list.flatMap((w) => (w.rank === null ? [] : [w.rank]))), 'Duplicate rank')
  .refine((list) => unique(list.flatMap((w) => (w.rdns === null ? [] : [w.rdns]))), 'Duplicate rdns')

const chainsColumn = z.string().transform((text, ctx) => {
  try {
    return z.array(chainId).parse(JSON.parse(text))
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Invalid chains column' })
    return z.NEVER
  }
})

/** A row as D1 returns it; anything else means the table was edited by hand. */
export const walletRow = walletEntry.omit({ rank: true }).extend({ chains: chainsColumn })

/** The columns `walletRow` reads, in table order. */
export const WALLET_COLUMNS = ['id', 'name', 'rdns', 'chains', 'mobile_link', 'desktop_link', 'webapp_link', 'image_id', 'badge_type'] as const
