/**
 * `npm run bench:solana`: only the Solana rows of `npm run bench` (signMessage
 * through Porthole against the wallet called directly, and the frame's Solana
 * chunk), on a stack of its own.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../e2e/chromium.js'
import { measureSizes } from '../devnet/src/sizes/measure-sizes.js'
import { embeddedSign, pageWalletSign } from './solana-sign.js'
import { startStack } from './stack.js'
import { kb, median, ms } from './stats.js'

const SAMPLES = Number(process.env.BENCH_SOLANA_SIGN_SAMPLES ?? 200)
const sizes = measureSizes()
const stop = await startStack()
const browser = await chromium.launch(chromiumLaunch)
try {
  const page = await pageWalletSign(browser, SAMPLES)
  const embedded = await embeddedSign(browser, SAMPLES)
  const rows = [
    ['measure', 'value'],
    ['frame first-paint JS gzip', kb(sizes.frameJs.gzip)],
    ['frame Solana chunk gzip (lazy)', `${kb(sizes.frameSolana.gzip)}${sizes.frameSolanaPreloaded ? ' (listed in frame.html!)' : ''}`],
    [`signMessage, page wallet via Porthole, median of ${page.porthole.length}`, ms(median(page.porthole), 2)],
    [`signMessage, page wallet called directly, median of ${page.direct.length}`, ms(median(page.direct), 2)],
    [`signMessage, embedded via Porthole (approval included), median of ${embedded.porthole.length}`, ms(median(embedded.porthole), 1)],
    [`signMessage, embedded: the worker's API called directly, median of ${embedded.direct.length}`, ms(median(embedded.direct), 2)],
  ]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
} finally {
  await browser.close()
  await stop()
}
