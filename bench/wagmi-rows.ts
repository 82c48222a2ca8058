import type { Browser } from '@playwright/test'
import { blockingUntilIdle, downloadsToConnect, type Downloads } from './downloads.js'
import { DEMO, WORKER } from './stack.js'
import { kb, median, ms } from './stats.js'
import { wagmiSample } from './wagmi-visits.js'

/** Which of the samples fetched Porthole files before the page's first paint, and which files. */
function beforePaint(samples: Downloads[]): string {
  const early = samples.filter((s) => s.beforeFirstPaint.length > 0)
  if (early.length === 0) return 'none'
  const files = [...new Set(early.flatMap((s) => s.beforeFirstPaint))]
  return `${early.length} of ${samples.length}: ${files.join(', ')}`
}

/**
 * The page cost of the plain demo page beside a wagmi page that reconnects on mount, for a
 * first-time and a returning visitor, sampled in turn in one browser: rows of measure, plain page,
 * wagmi first-time, wagmi returning, target.
 */
export async function wagmiRows(browser: Browser, samples: number): Promise<string[][]> {
  const plain: Downloads[] = []
  const plainWithout: number[] = []
  const firstTime: Downloads[] = []
  const returning: Downloads[] = []
  const wagmiWithout: number[] = []
  for (let i = 0; i < samples; i++) {
    plain.push(await downloadsToConnect(browser, `${DEMO}/`, WORKER))
    const context = await browser.newContext()
    plainWithout.push(await blockingUntilIdle(context, `${DEMO}/?snippet=off`).finally(() => context.close()))
    const sample = await wagmiSample(browser)
    firstTime.push(sample.firstTime)
    returning.push(sample.returning)
    wagmiWithout.push(sample.blockingWithout)
  }
  const states = [plain, firstTime, returning]
  const medianOf = (pick: (d: Downloads) => number) => states.map((state) => median(state.map(pick)))
  const [js, portholeJs, all] = [medianOf((d) => d.jsGzip), medianOf((d) => d.portholeJsGzip), medianOf((d) => d.allGzip)]
  const blocking = medianOf((d) => d.blocking)
  const without = [median(plainWithout), median(wagmiWithout), median(wagmiWithout)]
  return [
    ["Porthole's files fetched before the page's first paint, besides loader.js", ...states.map(beforePaint), 'none'],
    [`all JS fetched (page and frame) until 10 s after Connect (returning: the account) is drawn, gzip, median of ${samples}`, ...js.map(kb), '≤ 230 KiB'],
    [`of which Porthole's scripts (loader.js, page channel, frame), gzip, median of ${samples}`, ...portholeJs.map(kb), ''],
    [`every response until then, gzip, median of ${samples}`, ...all.map(kb), ''],
    [
      "Porthole's frame requested before the page's load event (samples)",
      ...states.map((state) => `${state.filter((d) => d.frameBeforeLoad).length} of ${state.length}`),
      '',
    ],
    [
      `page's total blocking time until idle, with / without the snippet, median of ${samples}`,
      ...blocking.map((b, i) => `${ms(b)} / ${ms(without[i]!)}`),
      '0 ms added',
    ],
  ]
}
