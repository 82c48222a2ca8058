import { orderedGroups } from '../activity/index.js'
import type { Transaction } from '../chain-data/index.js'
import { formatAmount, formatFiat } from '../format/index.js'
import { createSelector, selectAddress, selectCaipAddress, type FrameState } from '../store/index.js'
import type { TokenBalance } from '../shared-state/index.js'

export type TokenRow = TokenBalance & { balanceText: string; valueText: string }

/** The Tokens tab: the active account's balances on the active network, with display texts. */
export const selectTokens = createSelector(
  [(state: FrameState) => state.tokens, selectCaipAddress],
  (tokens, key): { loading: boolean; failed: boolean; rows: TokenRow[] } => {
    const mine = tokens.key === key
    const rows = mine ? tokens.balances.map((t) => ({ ...t, balanceText: formatAmount(t.numeric), valueText: formatFiat(t.value) })) : []
    return { loading: !mine || tokens.loading, failed: mine && !tokens.loading && tokens.failedAt !== undefined, rows }
  },
)

export type ActivityRow = {
  id: string
  operationType: string
  status: string
  minedAt: string
  /** The other party: the receiver of what was sent, else the sender. */
  counterparty: string
  /** '-1.500 USDC', '+1 NFT name' … one text per transfer. */
  amounts: string[]
  image?: string
}

function activityRow(transaction: Transaction): ActivityRow {
  const { metadata } = transaction
  const amounts = transaction.transfers.map((t) => {
    const sign = t.direction === 'out' ? '-' : t.direction === 'in' ? '+' : ''
    if (t.nft_info) return `${sign}${t.nft_info.name ?? 'NFT'}`
    return `${sign}${formatAmount(t.quantity.numeric)} ${t.fungible_info?.symbol ?? ''}`.trim()
  })
  const first = transaction.transfers[0]
  const image = first?.nft_info?.content?.preview?.url ?? first?.fungible_info?.icon?.url
  const out = transaction.transfers.some((t) => t.direction === 'out')
  return {
    id: transaction.id,
    operationType: metadata.operationType,
    status: metadata.status,
    minedAt: metadata.minedAt,
    counterparty: out ? metadata.sentTo : metadata.sentFrom,
    amounts,
    ...(image ? { image } : {}),
  }
}

/** The Activity tab: transactionsByYear, newest year and month first, each row ready to show. */
export const selectActivity = createSelector([(state: FrameState) => state.activity], (activity) => ({
  loading: activity.loading,
  empty: activity.empty,
  failed: activity.failed,
  hasMore: activity.next !== undefined,
  groups: orderedGroups(activity.transactionsByYear).map((g) => ({ ...g, rows: g.transactions.map(activityRow) })),
}))

export type NftItem = { name: string; image?: string }

/**
 * The NFTs tab: what the loaded history shows the account received and has
 * not sent on since, spam left out. Keyed by the NFT's name, the only
 * identity the spec's transfer carries.
 */
export const selectNfts = createSelector([(state: FrameState) => state.activity.transactions], (transactions): NftItem[] => {
  const held = new Map<string, NftItem>()
  const oldestFirst = [...transactions].sort((a, b) => Date.parse(a.metadata.minedAt) - Date.parse(b.metadata.minedAt))
  for (const t of oldestFirst) {
    for (const transfer of t.transfers) {
      const nft = transfer.nft_info
      if (!nft || nft.flags?.is_spam) continue
      const name = nft.name ?? 'NFT'
      const image = nft.content?.preview?.url
      if (transfer.direction === 'in') held.set(name, { name, ...(image ? { image } : {}) })
      else if (transfer.direction === 'out') held.delete(name)
    }
  }
  return [...held.values()].reverse()
})

/** ProfileName and profileImage, for the connected address only. */
export const selectProfile = createSelector([(state: FrameState) => state.names, selectAddress], (names, address): { name?: string; image?: string } => {
  if (names.profileAddress === undefined || names.profileAddress !== address) return {}
  return { ...(names.profileName ? { name: names.profileName } : {}), ...(names.profileImage ? { image: names.profileImage } : {}) }
})

export const selectSend = (state: FrameState) => state.send
export const selectNameSuggestions = (state: FrameState) => state.names.suggestions
export const selectRegistering = (state: FrameState) => state.names.registering
