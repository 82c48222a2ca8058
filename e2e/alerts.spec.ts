import { expect, test } from './support/test.js'
import { DEMO_ORIGIN, expectClosed, modal, overlay, readyOutcome } from './support/widget.js'

test('a page outside the project allow-list gets no working frame: Origin Not Allowed', async ({ page }) => {
  // The same demo page, on an origin the `demo` project does not list.
  await page.goto(`http://outside.test:${new URL(DEMO_ORIGIN).port}/`)
  expect(await readyOutcome(page)).toBe('Origin Not Allowed')
  // The CSP kept the frame document from rendering inside this page.
  await expect(modal(page)).toHaveCount(0)
  const opened = await page.evaluate(() =>
    window.porthole!.open().then(
      () => 'opened',
      (e: Error) => e.message,
    ),
  )
  expect(opened).toBe('Origin Not Allowed')
  await expectClosed(page)
})

test('an unknown project id: Invalid Project ID', async ({ page }) => {
  await page.goto('/?project=no-such-project')
  expect(await readyOutcome(page)).toBe('Invalid Project ID')
})

test('no project id: Project ID Not Configured, and no frame is created', async ({ page }) => {
  await page.goto('/?project=')
  expect(await readyOutcome(page)).toBe('Project ID Not Configured')
  await expect(overlay(page)).toHaveCount(0)
})
