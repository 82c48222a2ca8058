import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { SHOWN } from './test.js'

/** Lines of one failed test's snapshot printed: enough for the open view, short enough to keep the run's summary in view. */
const MAX_LINES = 80

/**
 * Prints, after the run's summary, what the widget showed in each failed test (the attachment the
 * shared `test` adds), whole rather than cut at 300 characters as the list reporter cuts it.
 */
export default class ShownReporter implements Reporter {
  private readonly shown: string[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    const attachment = result.attachments.find((a) => a.name === SHOWN && a.body)
    if (!attachment || result.status === test.expectedStatus) return
    const lines = attachment.body!.toString().split('\n')
    const cut = lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `… ${lines.length - MAX_LINES} more lines`] : lines
    this.shown.push(`${test.titlePath().filter(Boolean).join(' › ')}\n${cut.map((line) => `  ${line}`).join('\n')}`)
  }

  onEnd(_result: FullResult): void {
    if (this.shown.length > 0) console.log(`\nWhat the widget showed in each failed test:\n\n${this.shown.join('\n\n')}`)
  }

  printsToStdio(): boolean {
    return true
  }
}
