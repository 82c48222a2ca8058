/**
 * `npm run bench:wagmi`: the page cost of a wagmi page that reconnects on mount (a first-time
 * and a returning visitor) beside the plain demo page of the same run, on a stack of its own.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../e2e/chromium.js'
import { startStack } from './stack.js'
import { wagmiRows } from './wagmi-rows.js'

const SAMPLES = Number(process.env.BENCH_WAGMI_SAMPLES ?? 5)
const stop = await startStack()
const browser = await chromium.launch(chromiumLaunch)
try {
  const rows = [['measure', 'plain page', 'wagmi, first-time visitor', 'wagmi, returning visitor', 'target'], ...(await wagmiRows(browser, SAMPLES))]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
} finally {
  await browser.close()
  await stop()
}
