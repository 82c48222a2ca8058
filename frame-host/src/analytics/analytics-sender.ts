import { ANALYTICS_BATCH_MAX, analyticsConfig, AnalyticsPaths, type AnalyticsEvent } from '@porthole/protocol'
import type { Fetch } from '../http/index.js'
import type { TrackedEvent } from './analytics-events.js'

/** Events wait this long for company, so a burst (open, select, connect) is one request. */
export const ANALYTICS_FLUSH_MS = 1_000

export type AnalyticsSender = { add(event: TrackedEvent, pageOrigin: string): void }

export declare namespace createAnalyticsSender {
  type Options = {
    projectId: string
    fetch: Fetch
    /** `POST /e` answered 403: the frame's alert, shown once (alerts are). */
    onForbidden(): void
    /** The flush timer, for tests. */
    setTimer?: (run: () => void, ms: number) => void
  }
}

/**
 * Batches events and posts them to `POST /e`, fire and forget: a failure is
 * dropped, never retried, never shown but for the 403. The worker's
 * `GET /getAnalyticsConfig` is asked once first; a project with analytics off
 * there gets nothing sent.
 */
export function createAnalyticsSender({
  projectId,
  fetch,
  onForbidden,
  setTimer = (run, ms) => void setTimeout(run, ms),
}: createAnalyticsSender.Options): AnalyticsSender {
  const query = `projectId=${encodeURIComponent(projectId)}`
  const enabled = fetch(`${AnalyticsPaths.config}?${query}`)
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body) => analyticsConfig().safeParse(body).data?.isAnalyticsEnabled === true)
    .catch(() => false)
  const queue: AnalyticsEvent[] = []
  let forbidden = false

  async function flush() {
    const batch = queue.splice(0, ANALYTICS_BATCH_MAX)
    if (queue.length > 0) setTimer(() => void flush(), 0)
    if (batch.length === 0 || forbidden || !(await enabled)) return
    try {
      const response = await fetch(`${AnalyticsPaths.events}?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(batch),
      })
      if (response.status === 403) {
        forbidden = true
        onForbidden()
      }
    } catch {
      // Analytics never matter to the visitor: a lost batch stays lost.
    }
  }

  return {
    add({ type, event, properties }, pageOrigin) {
      const page = new URL(pageOrigin)
      queue.push({
        eventId: crypto.randomUUID(),
        url: page.origin,
        domain: page.hostname,
        timestamp: Date.now(),
        props: { type, event, ...(properties ? { properties } : {}) },
      })
      if (queue.length === 1) setTimer(() => void flush(), ANALYTICS_FLUSH_MS)
    },
  }
}
