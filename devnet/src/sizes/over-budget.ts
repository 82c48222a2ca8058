import type { Budget } from './budgets.js'

export type MeasuredChunk = { file: string; gzip: number }

/** A chunk's name as `[name]-[hash].js` wrote it (the bundlers' hashes are 8 characters, which may start with '-'). */
export const chunkName = (file: string): string => /^(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file

/**
 * What breaks a budget, one line each: a group or chunk over its budget, or a chunk no budget names
 * (a new lazy chunk must say why it costs what it does).
 */
export function overBudget(groups: { budget: Budget; gzip: number }[], chunks: MeasuredChunk[], chunkBudgets: Budget[]): string[] {
  const over = (budget: Budget, gzip: number, what: string) =>
    gzip > budget.gzip ? [`${what}: ${gzip} B gzip, over its budget of ${budget.gzip} B (${budget.reason})`] : []
  const byName = new Map(chunkBudgets.map((budget) => [budget.name, budget]))
  return [
    ...groups.flatMap(({ budget, gzip }) => over(budget, gzip, budget.name)),
    ...chunks.flatMap((chunk) => {
      const budget = byName.get(chunkName(chunk.file))
      if (!budget) return [`${chunk.file}: ${chunk.gzip} B gzip, a chunk no budget names (add it to devnet/src/sizes/budgets.ts with its reason)`]
      return over(budget, chunk.gzip, chunk.file)
    }),
  ]
}
