import type { Transaction, TransactionTransfer } from '@porthole/protocol'
import { formatUnits, getAddress, zeroAddress } from 'viem'
import type { ChainInfo, ListedToken } from '../config.js'
import { tokenIcon } from '../icons.js'
import type { TransferRow } from './store.js'

export type Priced = (token: ListedToken) => number

function tokenOf(chain: ChainInfo, row: TransferRow): ListedToken | undefined {
  return row.kind === 'native' ? chain.native : chain.contracts.find((t) => t.address === row.token)
}

function transfer(chain: ChainInfo, account: string, row: TransferRow, price: Priced, origin: string): TransactionTransfer | undefined {
  const token = tokenOf(chain, row)
  if (!token) return undefined
  const direction = row.sender === account && row.receiver === account ? 'self' : row.sender === account ? 'out' : 'in'
  if (token.kind === 'erc721') {
    return {
      nft_info: {
        name: `${token.name} #${row.amount}`,
        content: { preview: { url: tokenIcon(token, origin), content_type: 'image/svg+xml' } },
        flags: { is_spam: false },
      },
      direction,
      quantity: { numeric: '1' },
    }
  }
  const numeric = formatUnits(BigInt(row.amount), token.decimals)
  const unit = price(token)
  return {
    fungible_info: { name: token.name, symbol: token.symbol, icon: { url: tokenIcon(token, origin) } },
    direction,
    quantity: { numeric },
    price: unit,
    value: Number(numeric) * unit,
  }
}

/** What the transaction did for the account, from its transfers' directions. */
function operationType(account: string, rows: TransferRow[]): Transaction['metadata']['operationType'] {
  if (rows.every((r) => r.receiver === account && r.sender === zeroAddress)) return 'mint'
  if (rows.every((r) => r.sender === account && r.receiver === zeroAddress)) return 'burn'
  if (rows.every((r) => r.receiver === account && r.sender !== account)) return 'receive'
  if (rows.every((r) => r.sender === account)) return 'send'
  return 'execute'
}

/** One transaction's indexed transfers (those involving the account) in the spec's shape. */
export function toTransaction(chain: ChainInfo, account: string, rows: TransferRow[], price: Priced, origin: string): Transaction {
  const first = rows[0]!
  return {
    id: first.txHash,
    metadata: {
      operationType: operationType(account, rows),
      hash: first.txHash,
      status: 'confirmed',
      sentFrom: getAddress(first.sender),
      sentTo: getAddress(first.receiver),
      minedAt: new Date(first.minedAt * 1000).toISOString(),
      nonce: first.nonce,
      chain: chain.caipId,
      application: { name: null, icon: null },
    },
    transfers: rows.flatMap((row) => transfer(chain, account, row, price, origin) ?? []),
  }
}
