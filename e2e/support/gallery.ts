import { Views, type View } from '@porthole/protocol'
import { expect, type Frame, type Page } from '@playwright/test'
import axe, { type AxeResults, type RunOptions } from 'axe-core'
import { access, mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { modal } from './widget.js'

/** The three looks every view is shown and checked in: light, dark, and Arabic (right to left). */
export const VARIANTS = [
  { name: 'light', label: 'Light', query: {} },
  { name: 'dark', label: 'Dark', query: { theme: 'dark' } },
  { name: 'ar', label: 'Arabic (right to left)', query: { locale: 'ar' } },
] as const
export type Variant = (typeof VARIANTS)[number]

/** The demo page's query for a variant plus the test's own options. */
export const demoQuery = (variant: Variant, extra: Record<string, string> = {}) => `?${new URLSearchParams({ ...variant.query, ...extra })}`

/** A desktop-sized window that is narrow enough for a compact gallery; the modal is centred in it. */
export const GALLERY_VIEWPORT = { width: 480, height: 800 }

/** WCAG 2.2 A and AA, the level the widget promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] }

/**
 * axe-core run in the widget's frame itself, injected once per document. (@axe-core/playwright
 * injects it into every frame and opens a blank page for each audit: three times the time, for the
 * same rules on the same document.)
 */
async function auditFrame(page: Page): Promise<AxeResults> {
  const frame: Frame | null = await (await page.locator('iframe[title="Porthole wallet"]').elementHandle()).contentFrame()
  if (!frame) throw new Error('the widget has no frame to audit')
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source)
  return frame.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), AXE_OPTIONS)
}

/**
 * Waits until the frame has been quiet for a while: no transition or finite animation running and no
 * change to its document. A view fading in has not its final colours yet, and content that arrives
 * late (a quote, a list) starts a fade of its own, so one look at an empty animation list is not enough.
 */
async function settled(page: Page): Promise<void> {
  const frame = page.frameLocator('iframe[title="Porthole wallet"]')
  await expect
    .poll(
      () =>
        frame.locator(':root').evaluate(
          (root, quietMs) =>
            new Promise<boolean>((resolve) => {
              const running = () => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
              let changed = false
              const observer = new MutationObserver(() => (changed = true))
              observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true })
              setTimeout(() => {
                observer.disconnect()
                resolve(!changed && !running())
              }, quietMs)
            }),
          QUIET_MS,
        ),
      { intervals: [0] },
    )
    .toBe(true)
}

/** How long the frame must stay unchanged before its picture and audit are taken. */
const QUIET_MS = 250

const docsDir = fileURLToPath(new URL('../../docs/views/', import.meta.url))
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

/**
 * The modal shows `view` with nothing still loading; axe finds no WCAG 2.2 A/AA
 * violation in the frame; then the window is saved as docs/views/<variant>/<view>.png.
 * A screenshot is rewritten only with UPDATE_SCREENSHOTS=1 (or when it is missing), so
 * running the suite never dirties the tree with pixels that differ only in addresses and times.
 */
export async function checkView(page: Page, variant: Variant, view: View): Promise<void> {
  await expect(modal(page)).toHaveAttribute('data-view', view)
  // Skeletons and spinners mark what is still on its way: the picture and the audit wait for the content.
  await expect(modal(page).locator('[aria-busy="true"], .skeleton, .view-loading, [data-testid*="loading"]')).toHaveCount(0)
  await settled(page)
  // Audited until clean or for 15 s: a toast floating over the card for a few seconds is not the view,
  // and text under it fails contrast while it shows; a violation of the view itself stays and fails.
  await expect
    .poll(
      async () => (await auditFrame(page)).violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      { message: `axe on ${view} (${variant.name})`, timeout: 15_000, intervals: [1_000] },
    )
    .toEqual([])
  const file = `${docsDir}${variant.name}/${view}.png`
  if (process.env.UPDATE_SCREENSHOTS === '1' || !(await exists(file))) {
    await mkdir(`${docsDir}${variant.name}`, { recursive: true })
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
  }
}

/** Opens the modal on a view the page API can open directly. */
export async function openView(page: Page, variant: Variant, view: View): Promise<void> {
  await page.evaluate((view) => window.porthole!.open(view), view)
  await checkView(page, variant, view)
}

const PAGE_INTRO = `# Every view, in light, dark and Arabic

Written, with its pictures, by \`e2e/views-gallery.spec.ts\` in Chromium at 480×800 on the local stack, one
row per name in \`protocol/src/views.ts\`. The same run checks each view with axe-core against WCAG 2.2 A and
AA and fails on any violation. The pictures are rewritten only when asked (\`UPDATE_SCREENSHOTS=1\`) or when
one is missing, so an ordinary test run leaves the tree clean:

\`\`\`sh
npm run build && UPDATE_SCREENSHOTS=1 npx playwright test e2e/views-gallery.spec.ts
\`\`\`

Addresses, email addresses and names differ from run to run; everything else is what a visitor sees.
`

/** docs/views.md: a row per view of the protocol's list, a picture per variant. */
export function galleryPage(views: readonly View[] = Views): string {
  const picture = (view: View, variant: Variant) => `<img src="views/${variant.name}/${view}.png" width="200" alt="${view}, ${variant.label.toLowerCase()}">`
  const rows = views.map((view) => `| ${view} | ${VARIANTS.map((variant) => picture(view, variant)).join(' | ')} |`)
  const header = [`| view | ${VARIANTS.map((v) => v.label).join(' | ')} |`, `|${'---|'.repeat(VARIANTS.length + 1)}`]
  return `${PAGE_INTRO}\n${[...header, ...rows].join('\n')}\n`
}

/** Rewrites docs/views.md from the list of views (the same text on every run unless a view was added or removed). */
export const writeGalleryPage = () => writeFile(fileURLToPath(new URL('../../docs/views.md', import.meta.url)), galleryPage())
