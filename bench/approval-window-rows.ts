import type { Browser } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { measureSizes } from '../devnet/src/sizes/measure-sizes.js'
import { approvalWindowOpens, windowCaching } from './approval-window.js'
import { WORKER } from './stack.js'
import { kb, median, ms } from './stats.js'

const HASHED = /^\/assets\//
const LONG_LIVED = /max-age=31536000/

/** What the files fetched over the network weigh gzip-compressed (level 9, as the size budgets count), the document left out. */
const gzipOf = (paths: string[]) =>
  paths.filter((p) => HASHED.test(p)).reduce((sum, path) => sum + gzipSync(readFileSync(`dist/public${path}`), { level: 9 }).length, 0)

/**
 * The approval window's rows: click on "Review in a new window" → request drawn in the window, first
 * open (an empty HTTP cache) and the median of `warmSamples` further opens, what each open fetched,
 * the window's entry size, and whether its files are cached for good (hashed, immutable) while its
 * document is never stored.
 */
export async function approvalWindowRows(browser: Browser, warmSamples: number): Promise<string[][]> {
  const { cold, warm } = await approvalWindowOpens(browser, warmSamples)
  const caching = await windowCaching(WORKER, cold.fetched)
  const assets = caching.files.filter((f) => HASHED.test(f.path))
  const notImmutable = assets.filter((f) => !LONG_LIVED.test(f.cacheControl) || !f.cacheControl.includes('immutable'))
  const others = caching.files.filter((f) => !HASHED.test(f.path)).map((f) => `${f.path} (${f.cacheControl})`)
  const warmTimes = warm.map((w) => w.ms)
  const warmFetched = [...new Set(warm.flatMap((w) => w.fetched))]
  return [
    ["approval window entry (approval.html's scripts and modulepreloads) gzip", kb(measureSizes().approvalWindow.gzip), '', ''],
    ['click → approval window drawn, first open, empty HTTP cache', ms(cold.ms), '', ''],
    [`click → approval window drawn, warm (median of ${warm.length})`, ms(median(warmTimes)), '< 300 ms', warmTimes.map((t) => t.toFixed(0)).join(' ')],
    [
      'approval window, fetched over the network on the first open: bytes on the wire / its files gzip',
      `${kb(cold.transferred)} / ${kb(gzipOf(cold.fetched))}`,
      '',
      cold.fetched.join(' '),
    ],
    [
      `approval window, fetched over the network on a warm open (median of ${warm.length}): bytes on the wire`,
      kb(median(warm.map((w) => w.transferred))),
      'the document only',
      warmFetched.join(' '),
    ],
    [
      'approval window caching: document / its files in /assets/',
      `${caching.document} / ${notImmutable.length === 0 ? `all ${assets.length} hashed and immutable` : `not immutable: ${notImmutable.map((f) => `${f.path} (${f.cacheControl})`).join(', ')}`}`,
      'no-store / immutable',
      others.length > 0 ? `besides: ${others.join(', ')}` : '',
    ],
  ]
}
