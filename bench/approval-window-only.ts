/**
 * `npm run bench:approval`: only the approval window's rows of `npm run bench` (click on "Review in
 * a new window" → request drawn in the window, first and warm opens, what each fetched, its entry's
 * size and caching), on a stack of its own.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../e2e/chromium.js'
import { approvalWindowRows } from './approval-window-rows.js'
import { startStack } from './stack.js'

const SAMPLES = Number(process.env.BENCH_APPROVAL_SAMPLES ?? 20)
const stop = await startStack()
const browser = await chromium.launch(chromiumLaunch)
try {
  const rows = [['measure', 'value', 'target', 'samples'], ...(await approvalWindowRows(browser, SAMPLES))]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
} finally {
  await browser.close()
  await stop()
}
