import { firstOpenAfterIdle, launchMode, PROCESS_MODES, type ProcessMode } from './first-open.js'
import { median, ms } from './stats.js'

/** Samples of the first open after idle, per process mode: click → dialog drawn, and the frame's long tasks on the page. */
export async function firstOpenRows(samples: number): Promise<string[][]> {
  const rows: string[][] = []
  for (const mode of Object.keys(PROCESS_MODES) as ProcessMode[]) {
    const browser = await launchMode(mode)
    try {
      const runs = []
      for (let i = 0; i < samples; i++) runs.push(await firstOpenAfterIdle(browser))
      const times = runs.map((r) => r.ms)
      const own = runs.filter((r) => r.ownProcess).length
      const placed = own === runs.length ? 'own process' : own === 0 ? 'page process' : `own process in ${own} of ${runs.length}`
      rows.push([
        `click → dialog drawn, first open after idle, ${mode} (${placed}), median of ${samples}`,
        ms(median(times)),
        '≤ 25 ms',
        times.map((t) => t.toFixed(0)).join(' '),
      ])
      // The frame's tasks carry a descendant attribution; 'self' is the demo page's own script.
      const fromFrame = runs.map((r) => r.longTasks.filter((t) => t.source !== 'self').length)
      const fromPage = runs.map((r) => r.longTasks.filter((t) => t.source === 'self').length)
      rows.push([
        `long tasks on the page's main thread from the frame, ${mode}, median of ${samples}`,
        String(median(fromFrame)),
        mode === 'frame in the page process' ? '0' : '',
        `page's own: ${median(fromPage)}; longest from frame: ${ms(Math.max(0, ...runs.flatMap((r) => r.longTasks.filter((t) => t.source !== 'self').map((t) => t.duration))))}`,
      ])
    } finally {
      await browser.close()
    }
  }
  return rows
}
