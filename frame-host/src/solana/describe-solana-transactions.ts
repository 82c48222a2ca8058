import type { Address } from '@solana/kit'
import { loudest, type SolanaFacts, type SolanaTransactionDescription } from '../embedded/index.js'
import type { DecodedTransaction } from './decode-transaction.js'
import { describeTransaction } from './describe-transaction.js'
import { resolveLookupTables } from './resolve-lookup-tables.js'

/**
 * Solana transactions as the approval shows them, the frame's and the approval window's one
 * reading: each instruction named, with its lookup tables' accounts as the facts hold them (a
 * table they do not hold leaves its accounts unnamed, so an instruction naming one cannot be
 * described), numbered when several are signed together, with their simulation's failure: one to
 * send that fails cannot be approved (cannotApprove); one only signed may be meant for later or for
 * another signer first, so its failure is a danger to confirm twice rather than a refusal.
 */
export async function describeSolanaTransactions(
  decoded: readonly DecodedTransaction[],
  send: boolean,
  facts: SolanaFacts | undefined,
): Promise<SolanaTransactionDescription> {
  const tables = facts?.lookupTables ?? {}
  const loadTable = async (table: Address) => (Object.hasOwn(tables, table) ? (tables[table] as Address[]) : undefined)
  const described = (await Promise.all(decoded.map((d) => resolveLookupTables(d, loadTable)))).map(describeTransaction)
  const simulationError = facts?.simulationError
  const warnings = [...described.map((d) => d.warning), ...(simulationError && !send ? (['danger'] as const) : [])]
  return {
    kind: 'solanaTransaction',
    feePayer: described[0]?.feePayer ?? '',
    actions: described.flatMap((d, i) => (described.length > 1 ? d.actions.map((a) => ({ ...a, transaction: i + 1 })) : d.actions)),
    send,
    warning: loudest(warnings),
    ...(simulationError ? { simulationError } : {}),
  }
}
