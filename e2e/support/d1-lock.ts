import { mkdir, rmdir, stat } from 'node:fs/promises'
import { STATE_DIR } from './state-dir.js'

const LOCK = `${STATE_DIR}/d1-cli.lock`
/** A lock older than this was left by a killed process. */
const STALE_MS = 120_000

/**
 * Runs `task` while no other spec's wrangler D1 command runs: each starts its own workerd on the
 * sqlite file the running worker also holds, and several at once on a loaded machine meet its lock
 * until their retries run out. The lock is a directory (mkdir is atomic across processes).
 */
export async function withD1Lock<T>(task: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(LOCK)
      break
    } catch {
      const made = await stat(LOCK).then(
        (s) => s.mtimeMs,
        () => undefined,
      )
      if (made !== undefined && Date.now() - made > STALE_MS) await rmdir(LOCK).catch(() => {})
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    return await task()
  } finally {
    await rmdir(LOCK).catch(() => {})
  }
}

/**
 * `command` under the lock, tried again up to 5 times when it fails: the running worker holds the
 * same sqlite file, and wrangler meeting its lock does not always say SQLITE_BUSY. Only for
 * commands that write the same whatever they find (reads, upserts).
 */
export function retriedUnderD1Lock<T>(command: () => Promise<T>): Promise<T> {
  return withD1Lock(async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await command()
      } catch (error) {
        if (attempt >= 5) throw error
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
      }
    }
  })
}
