import type { SolanaFacts } from '../embedded/index.js'
import type { DecodedTransaction } from './decode-transaction.js'
import { lookupTableAddresses } from './resolve-lookup-tables.js'
import type { solanaRpc } from './solana-rpc.js'

/**
 * What the chain tells of Solana transactions that their bytes do not: the addresses of the lookup
 * tables they load (a table the node does not have is left out), and for one to send (`send`, its
 * wire bytes), why its simulation fails.
 */
export async function readSolanaFacts(rpc: ReturnType<typeof solanaRpc>, decoded: readonly DecodedTransaction[], send?: string): Promise<SolanaFacts> {
  const tables = [...new Set(decoded.flatMap((d) => d.lookups.map((lookup) => lookup.table)))]
  const [simulationError, loaded] = await Promise.all([
    send === undefined ? undefined : rpc.simulate(send),
    Promise.all(tables.map(async (table) => [table, await rpc.lookupTable(table)] as const)),
  ])
  const lookupTables = Object.fromEntries(loaded.flatMap(([table, data]) => (data === undefined ? [] : [[table, [...lookupTableAddresses(data)]]])))
  return { kind: 'solana', lookupTables, ...(simulationError ? { simulationError } : {}) }
}
