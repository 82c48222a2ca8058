import { firstOpenAfterIdle, floorOpenAfterIdle, launchMode, PROCESS_MODES, type ProcessMode } from './first-open.js'
import { idleWakeups } from './idle-wakeups.js'
import { serveFloor } from './react-floor/serve-floor.js'
import { median, ms } from './stats.js'

/** How far above the React floor of the same run each mode may be. */
/** The idle window in which the page and the frame should run nothing. */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 60_000)

const TARGET_RATIO: Record<ProcessMode, number> = { 'frame in the page process': 1.2, 'frame in its own process': 2 }

/**
 * Samples of the first open after idle, per process mode, each beside the React floor (a React 19
 * page drawing its own dialog) sampled in turn in the same browser: click → dialog drawn, the ratio
 * to the floor, and the frame's long tasks on the page.
 */
export async function firstOpenRows(samples: number): Promise<string[][]> {
  const rows: string[][] = []
  const floor = await serveFloor()
  try {
    for (const mode of Object.keys(PROCESS_MODES) as ProcessMode[]) {
      const browser = await launchMode(mode)
      try {
        const runs = []
        const floorTimes: number[] = []
        for (let i = 0; i < samples; i++) {
          floorTimes.push(await floorOpenAfterIdle(browser, floor.url))
          runs.push(await firstOpenAfterIdle(browser))
        }
        const times = runs.map((r) => r.ms)
        const own = runs.filter((r) => r.ownProcess).length
        const placed = own === runs.length ? 'own process' : own === 0 ? 'page process' : `own process in ${own} of ${runs.length}`
        const ratio = median(times) / median(floorTimes)
        rows.push([
          `React floor: click → its own dialog drawn, same browser, median of ${samples}`,
          ms(median(floorTimes)),
          '',
          floorTimes.map((t) => t.toFixed(0)).join(' '),
        ])
        rows.push([
          `click → dialog drawn, first open after idle, ${mode} (${placed}), median of ${samples}`,
          `${ms(median(times))} (${ratio.toFixed(2)}× the floor)`,
          `≤ ${TARGET_RATIO[mode]}× the floor`,
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
        const idle = await idleWakeups(browser, IDLE_MS)
        rows.push([
          `callbacks run while idle for ${IDLE_MS / 1000} s (timers, animation frames, idle callbacks), ${mode}: page / frame`,
          `${idle.page} / ${idle.frame}`,
          '0 / 0',
          idle.kinds.join(', '),
        ])
      } finally {
        await browser.close()
      }
    }
  } finally {
    await floor.stop()
  }
  return rows
}
