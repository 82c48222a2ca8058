/**
 * `npm run bench:open`: only the first-open rows of `npm run bench` (click →
 * dialog drawn after idle, in both process modes, and the frame's long tasks
 * on the page), on a stack of its own.
 */
import { firstOpenRows } from './first-open-rows.js'
import { startStack } from './stack.js'

const SAMPLES = Number(process.env.BENCH_OPEN_SAMPLES ?? 15)
const stop = await startStack()
try {
  const rows = [['measure', 'value', 'target', 'samples'], ...(await firstOpenRows(SAMPLES))]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
} finally {
  await stop()
}
