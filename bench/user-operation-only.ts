/**
 * `npm run bench:user-operation`: only the smart-account rows of `npm run
 * bench` (a transfer from Approve to receipt, UserOperation against eoa), on a
 * stack of its own.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../e2e/chromium.js'
import { startStack } from './stack.js'
import { userOperationRows } from './user-operation.js'

const SAMPLES = Number(process.env.BENCH_USEROP_SAMPLES ?? 10)
const stop = await startStack()
const browser = await chromium.launch(chromiumLaunch)
try {
  const rows = [['measure', 'value', 'samples'], ...(await userOperationRows(browser, SAMPLES))]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
} finally {
  await browser.close()
  await stop()
}
