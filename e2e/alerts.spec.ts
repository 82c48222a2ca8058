import { expect, test } from '@playwright/test'
import { DEMO_ORIGIN, modal, overlay, readyOutcome } from './support/widget.js'

test('a page outside the project allow-list gets no working frame: Origin Not Allowed', async ({ page }) => {
  // Same demo page, served on an origin the `demo` project does not list.
  const html = await (await fetch(`${DEMO_ORIGIN}/`)).text()
  await page.route('http://outside.test/**', (route) =>
    route.request().url() === 'http://outside.test/'
      ? route.fulfill({ contentType: 'text/html', body: html })
      : route.fulfill({ status: 404, body: '' }),
  )
  await page.goto('http://outside.test/')
  expect(await readyOutcome(page)).toBe('Origin Not Allowed')
  // The CSP kept the frame document from rendering inside this page.
  await expect(modal(page)).toHaveCount(0)
  const opened = await page.evaluate(() => window.porthole!.open().then(() => 'opened', (e: Error) => e.message))
  expect(opened).toBe('Origin Not Allowed')
  await expect(overlay(page)).toBeHidden()
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
