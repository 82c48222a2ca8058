import { decodeEventLog, erc20Abi, erc721Abi, toEventSelector, type Hash, type Log } from 'viem'
import { chainClient } from '../client.js'
import type { ChainInfo } from '../config.js'
import { forgetChain, readProgress, saveBlocks, type TransferRow } from './store.js'

/** Blocks read per round trip, and round trips per request: a request never waits on an unbounded catch-up. */
const BLOCKS_PER_STEP = 500
const STEPS_PER_REQUEST = 4

const TRANSFER = toEventSelector('Transfer(address,address,uint256)')

function logTransfer(chain: ChainInfo, log: Log): Omit<TransferRow, 'txIndex' | 'minedAt' | 'nonce'> | undefined {
  const token = chain.contracts.find((t) => t.address === log.address.toLowerCase())
  if (!token || log.transactionHash === null || log.logIndex === null) return undefined
  try {
    const base = { txHash: log.transactionHash, logIndex: log.logIndex, blockNumber: Number(log.blockNumber), token: token.address }
    if (token.kind === 'erc721' && log.topics.length === 4) {
      const { args } = decodeEventLog({ abi: erc721Abi, eventName: 'Transfer', topics: log.topics, data: log.data })
      return { ...base, kind: 'erc721', sender: args.from.toLowerCase(), receiver: args.to.toLowerCase(), amount: args.tokenId.toString() }
    }
    if (token.kind === 'erc20' && log.topics.length === 3) {
      const { args } = decodeEventLog({ abi: erc20Abi, eventName: 'Transfer', topics: log.topics, data: log.data })
      return { ...base, kind: 'erc20', sender: args.from.toLowerCase(), receiver: args.to.toLowerCase(), amount: args.value.toString() }
    }
  } catch {
    // A log that does not decode as the listed standard is not a transfer we can show.
  }
  return undefined
}

/** Reads blocks `from`…`to`: native value transfers of successful transactions and Transfer logs of listed contracts. */
async function readRange(chain: ChainInfo, from: number, to: number): Promise<{ rows: TransferRow[]; lastHash: Hash }> {
  const client = chainClient(chain)
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => BigInt(from + i))
  const addresses = chain.contracts.map((t) => t.address)
  const [blocks, logs] = await Promise.all([
    Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))),
    addresses.length === 0 ? [] : client.getLogs({ address: addresses, fromBlock: BigInt(from), toBlock: BigInt(to) }),
  ])
  const txs = new Map(blocks.flatMap((b) => b.transactions.map((tx) => [tx.hash, { tx, minedAt: Number(b.timestamp) }] as const)))
  const valued = [...txs.values()].filter(({ tx }) => tx.value > 0n && tx.to !== null)
  const receipts = await Promise.all(valued.map(({ tx }) => client.getTransactionReceipt({ hash: tx.hash })))

  const rows: TransferRow[] = []
  valued.forEach(({ tx, minedAt }, i) => {
    if (receipts[i]?.status !== 'success') return
    rows.push({
      txHash: tx.hash,
      logIndex: -1,
      blockNumber: Number(tx.blockNumber),
      txIndex: tx.transactionIndex ?? 0,
      minedAt,
      nonce: tx.nonce,
      kind: 'native',
      token: null,
      sender: tx.from.toLowerCase(),
      receiver: tx.to!.toLowerCase(),
      amount: tx.value.toString(),
    })
  })
  for (const log of logs) {
    if (log.topics[0] !== TRANSFER) continue
    const transfer = logTransfer(chain, log)
    const found = transfer && txs.get(transfer.txHash as Hash)
    if (transfer && found) rows.push({ ...transfer, txIndex: found.tx.transactionIndex ?? 0, minedAt: found.minedAt, nonce: found.tx.nonce })
  }
  return { rows, lastHash: blocks.at(-1)!.hash! }
}

/**
 * Brings the chain's index in D1 up to the chain's head, at most
 * BLOCKS_PER_STEP × STEPS_PER_REQUEST blocks per call (the next request goes
 * on). A chain whose block at the last indexed height changed (a restarted
 * anvil, a reorg) is indexed again from block 0.
 */
export async function followChain(db: D1Database, chain: ChainInfo): Promise<void> {
  const client = chainClient(chain)
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  let progress = await readProgress(db, chain.caipId)
  if (progress) {
    const same = progress.lastBlock <= head && (await client.getBlock({ blockNumber: BigInt(progress.lastBlock) })).hash === progress.lastHash
    if (!same) {
      await forgetChain(db, chain.caipId)
      progress = undefined
    }
  }
  let from = progress ? progress.lastBlock + 1 : 0
  for (let step = 0; step < STEPS_PER_REQUEST && from <= head; step++) {
    const to = Math.min(head, from + BLOCKS_PER_STEP - 1)
    const { rows, lastHash } = await readRange(chain, from, to)
    await saveBlocks(db, chain.caipId, rows, { lastBlock: to, lastHash })
    from = to + 1
  }
}
