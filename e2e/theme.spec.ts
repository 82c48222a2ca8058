import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { modal, openDemo, overlay, widget } from './support/widget.js'

/** The Connect view's primary button: the email form's Continue. */
const primary = (page: Page) => modal(page).locator('button.primary').first()
const background = (page: Page) => primary(page).evaluate((el) => getComputedStyle(el).backgroundColor)
const cardColour = (page: Page) => modal(page).evaluate((el) => getComputedStyle(el).backgroundColor)

/** `porthole.setTheme(theme)` on the page: 'ok', or the error's name and message. */
const setTheme = (page: Page, theme: unknown) =>
  page.evaluate(
    (theme) =>
      window.porthole!.setTheme(theme).then(
        () => 'ok',
        (error: Error) => `${error.name}: ${error.message}`,
      ),
    theme,
  )

async function openConnect(page: Page, query = '') {
  await openDemo(page, query)
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
}

test("setTheme's accent recolours the Connect button without a reload; an invalid value is refused and the colour stays", async ({ page }) => {
  await openConnect(page)
  const before = await background(page)
  const frameUrl = page
    .frames()
    .find((f) => f !== page.mainFrame())!
    .url()

  expect(await setTheme(page, { themeVariables: { accent: '#e4572e' } })).toBe('ok')
  await expect.poll(() => background(page)).toBe('rgb(228, 87, 46)')
  expect(before).not.toBe('rgb(228, 87, 46)')
  // Dark text on this orange: white would read at only 3.7:1.
  expect(await primary(page).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)')
  expect(
    page
      .frames()
      .find((f) => f !== page.mainFrame())!
      .url(),
  ).toBe(frameUrl)
  await expect(modal(page)).toBeVisible()

  expect(await setTheme(page, { themeVariables: { accent: 'red;} .card { background: url(https://evil.test/x) }' } })).toBe(
    "TypeError: themeVariables.accent must be a colour like '#e4572e' or 'rgb(228 87 46)' (hex, rgb(), rgba(), hsl() or hsla() with plain numbers)",
  )
  expect(await setTheme(page, { themeVariables: { accent: '#000000', zIndex: 'top' } })).toBe(
    'TypeError: themeVariables.zIndex must be an integer from 0 to 2147483647',
  )
  expect(await background(page)).toBe('rgb(228, 87, 46)')
})

test("data-theme='system' follows the visitor's colour scheme live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await openConnect(page, '?theme=system')
  await expect(widget(page).locator('html')).toHaveAttribute('data-theme', 'light')
  const light = await cardColour(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(widget(page).locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await cardColour(page)).not.toBe(light)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(widget(page).locator('html')).toHaveAttribute('data-theme', 'light')
})

test('the z-index lands on the iframe on the page; data-theme-variables apply at load', async ({ page }) => {
  const variables = { accent: 'rgb(20 120 60)', background: '#fdf6e3', borderRadius: '4px', zIndex: 1000 }
  await openConnect(page, `?themeVariables=${encodeURIComponent(JSON.stringify(variables))}`)
  await expect.poll(() => overlay(page).evaluate((el) => getComputedStyle(el).zIndex)).toBe('1000')
  expect(await background(page)).toBe('rgb(20, 120, 60)')
  expect(await cardColour(page)).toBe('rgb(253, 246, 227)')
  expect(await modal(page).evaluate((el) => getComputedStyle(el).borderRadius)).toBe('4px')

  expect(await setTheme(page, { themeVariables: { '--w3m-z-index': 5 } })).toBe('ok')
  expect(await overlay(page).evaluate((el) => getComputedStyle(el).zIndex)).toBe('5')
  // The other variables stay: setTheme merges.
  expect(await background(page)).toBe('rgb(20, 120, 60)')
  // Closing and opening again keeps the z-index the site chose.
  await page.keyboard.press('Escape')
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toBeVisible()
  expect(await overlay(page).evaluate((el) => getComputedStyle(el).zIndex)).toBe('5')
})

test('a frame reload keeps the theme the site set', async ({ page }) => {
  await openConnect(page)
  expect(await setTheme(page, { themeMode: 'dark', themeVariables: { accent: '#e4572e' } })).toBe('ok')
  await page.evaluate(() => window.porthole!.close())
  const frame = page.frames().find((f) => f !== page.mainFrame())!
  await frame.evaluate(() => location.reload())
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await expect(widget(page).locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect.poll(() => background(page)).toBe('rgb(228, 87, 46)')
})

test('a bad attribute still starts the widget with the default theme, and the console says why', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
  await openConnect(page, `?theme=blue&themeVariables=${encodeURIComponent('{"accent":"url(x)"}')}`)
  await expect(widget(page).locator('html')).toHaveAttribute('data-theme', 'light')
  expect(errors).toContain("[porthole] data-theme ignored: themeMode must be 'light', 'dark' or 'system'")
  expect(errors.some((e) => e.startsWith('[porthole] data-theme-variables ignored: themeVariables.accent must be a colour'))).toBe(true)
})

test("the frame's CSP still has no 'unsafe-inline', and the theme is applied without breaking it", async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => void (/Content Security Policy/i.test(message.text()) && violations.push(message.text())))
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/frame')
  await openConnect(page, `?themeVariables=${encodeURIComponent('{"accent":"#e4572e","fontFamily":"Georgia, serif"}')}`)
  const csp = (await (await response).headerValue('content-security-policy')) ?? ''
  expect(csp).toContain("style-src 'self'")
  expect(csp).not.toContain('unsafe-inline')
  expect(await background(page)).toBe('rgb(228, 87, 46)')
  expect(await modal(page).evaluate((el) => getComputedStyle(el).fontFamily)).toBe('Georgia, serif')
  expect(violations).toEqual([])
})
