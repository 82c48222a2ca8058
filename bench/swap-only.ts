/**
 * `npm run bench:swap`: only the Swap rows of `npm run bench` (Swap view
 * opened → quote shown), on a stack of its own.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../e2e/chromium.js'
import { startStack } from './stack.js'
import { median, ms } from './stats.js'
import { swapOpenToQuote } from './swap.js'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 7)
const stop = await startStack()
const browser = await chromium.launch(chromiumLaunch)
try {
  const { first, again } = await swapOpenToQuote(browser, SAMPLES)
  const rows = [
    ['measure', 'value', 'samples'],
    [`Swap view open → quote shown, first in page (median of ${first.length})`, ms(median(first)), first.map((t) => t.toFixed(0)).join(' ')],
    [`Swap view open → quote shown, again (median of ${again.length})`, ms(median(again)), again.map((t) => t.toFixed(0)).join(' ')],
  ]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
} finally {
  await browser.close()
  await stop()
}
