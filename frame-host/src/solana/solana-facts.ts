import type { SolanaFacts } from '../embedded/index.js'
import type { DecodedTransaction } from './decode-transaction.js'
import { lookupTableAddresses } from './resolve-lookup-tables.js'
import type { solanaRpc } from './solana-rpc.js'

/**
 * Why the first of the transactions that fails in simulation fails ("Transaction 2: …" when there
 * are several). One to send is simulated as it is; one only to sign with the latest blockhash,
 * since it may be sent later.
 */
async function simulationErrorOf(rpc: ReturnType<typeof solanaRpc>, transactions: readonly string[], send: boolean): Promise<string | undefined> {
  const errors = await Promise.all(transactions.map((transaction) => rpc.simulate(transaction, { anyBlockhash: !send })))
  const failed = errors.findIndex((error) => error !== undefined)
  if (failed < 0) return undefined
  return transactions.length > 1 ? `Transaction ${failed + 1}: ${errors[failed]}` : errors[failed]
}

/**
 * What the chain tells of Solana transactions (their wire bytes, and decoded) that their bytes do
 * not: the addresses of the lookup tables they load (a table the node does not have is left out),
 * and why one fails in simulation.
 */
export async function readSolanaFacts(
  rpc: ReturnType<typeof solanaRpc>,
  transactions: readonly string[],
  decoded: readonly DecodedTransaction[],
  send: boolean,
): Promise<SolanaFacts> {
  const tables = [...new Set(decoded.flatMap((d) => d.lookups.map((lookup) => lookup.table)))]
  const [simulationError, loaded] = await Promise.all([
    simulationErrorOf(rpc, transactions, send),
    Promise.all(tables.map(async (table) => [table, await rpc.lookupTable(table)] as const)),
  ])
  const lookupTables = Object.fromEntries(loaded.flatMap(([table, data]) => (data === undefined ? [] : [[table, [...lookupTableAddresses(data)]]])))
  return { kind: 'solana', lookupTables, ...(simulationError ? { simulationError } : {}) }
}
