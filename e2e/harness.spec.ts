import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from './support/test.js'
import { expectClosed, openDemo, WORKER_ORIGIN } from './support/widget.js'

/** Every `--disable-features` value on one running Chromium's command line, in order. */
function disabledFeatureSwitches(): string[][] {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[]
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    } catch {
      continue
    }
    if (!args.includes('--remote-debugging-pipe') || args.some((arg) => arg.startsWith('--type='))) continue
    return args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','))
  }
  throw new Error('no Chromium launched by Playwright is running')
}

// Chromium applies only the last `--disable-features`: ours (e2e/chromium.ts) must still hold every feature Playwright disables.
test('the browser the specs run keeps every feature Playwright disables, and the omnibox popups off', async ({ page }) => {
  await page.goto('about:blank')
  const switches = disabledFeatureSwitches()
  const applied = switches.at(-1)!
  for (const earlier of switches.slice(0, -1)) expect(applied).toEqual(expect.arrayContaining(earlier))
  expect(applied).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']))
})

// The specs' browser (chromium-headless-shell) would keep the widget's frame in the page's process; a visitor's
// Chromium gives a cross-origin frame its own, and so must the specs (CDP lists such a frame as a target of its own).
test("the widget's frame runs in a process of its own, as in a visitor's Chromium", async ({ page }) => {
  await openDemo(page)
  await expectClosed(page)
  const session = await page.context().newCDPSession(page)
  const { targetInfos } = await session.send('Target.getTargets')
  const frames = targetInfos.filter((target) => target.type === 'iframe').map((target) => new URL(target.url).origin)
  expect(frames).toContain(WORKER_ORIGIN)
})
