/**
 * `npm run check:sizes` (after a build): every file a visitor downloads against its budget in
 * devnet/src/sizes/budgets.ts. Prints each size beside its budget; fails on any line over budget.
 */
import { chunkBudgets, groupBudgets } from '../sizes/budgets.js'
import { lazyChunks, measureSizes } from '../sizes/measure-sizes.js'
import { chunkName, overBudget } from '../sizes/over-budget.js'

const sizes = measureSizes()
const groups = [
  { budget: groupBudgets.loader, gzip: sizes.loader.gzip },
  { budget: groupBudgets.frameFirstPaint, gzip: sizes.frameJs.gzip },
  { budget: groupBudgets.frameCss, gzip: sizes.frameCss.gzip },
  { budget: groupBudgets.approvalWindow, gzip: sizes.approvalWindow.gzip },
]
const chunks = lazyChunks()
const budgetOf = (file: string) => chunkBudgets.find((budget) => budget.name === chunkName(file))?.gzip
for (const { budget, gzip } of groups) console.log(`${String(gzip).padStart(7)} / ${String(budget.gzip).padStart(7)} B  ${budget.name}`)
for (const chunk of chunks) console.log(`${String(chunk.gzip).padStart(7)} / ${String(budgetOf(chunk.file) ?? '-').padStart(7)} B  ${chunk.file}`)
const problems = overBudget(groups, chunks, chunkBudgets)
for (const problem of problems) console.error(`over budget: ${problem}`)
process.exitCode = problems.length > 0 ? 1 : 0
