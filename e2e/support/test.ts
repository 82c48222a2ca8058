import { test as base, type Frame } from '@playwright/test'
import { WORKER_ORIGIN } from './widget.js'

export { expect } from '@playwright/test'

/** How long one frame's snapshot may take when the test has already failed. */
const SNAPSHOT_TIMEOUT_MS = 3_000

const snapshotOf = (frame: Frame): Promise<string> =>
  frame
    .locator('body')
    .ariaSnapshot({ timeout: SNAPSHOT_TIMEOUT_MS })
    .catch((error: unknown) => `(no snapshot: ${error instanceof Error ? error.message.split('\n')[0] : 'unknown'})`)

/**
 * Every spec's `test`. When one fails, its report holds what the widget's frame and windows showed
 * ("what it showed", printed at the end of the run by shown-reporter.ts): Playwright's own page
 * snapshot stops at the cross-origin iframe, and a CI run keeps no traces, so without this a red run
 * does not say where the visitor was.
 */
export const test = base.extend<{ failureContext: void }>({
  failureContext: [
    async ({ context }, use, testInfo) => {
      await use()
      if (testInfo.status === testInfo.expectedStatus) return
      const shown: string[] = []
      for (const page of context.pages()) {
        for (const frame of page.frames().filter((f) => f.url().startsWith(WORKER_ORIGIN))) {
          shown.push(`--- ${frame === page.mainFrame() ? 'window' : 'frame'} ${frame.url()}\n${await snapshotOf(frame)}`)
        }
      }
      if (shown.length > 0) await testInfo.attach(SHOWN, { body: shown.join('\n'), contentType: 'text/plain' })
    },
    { auto: true },
  ],
})

/** The name of the attachment that holds what a failed test's widget showed. */
export const SHOWN = 'what the widget showed'
