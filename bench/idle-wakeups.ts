import type {} from '../e2e/support/widget.js'
import type { Browser, Frame, Page } from '@playwright/test'
import { DEMO } from './stack.js'

declare global {
  interface Window {
    __wakeups?: { at: number; kind: string }[]
  }
}

/**
 * Installed in every document before its scripts run: each timer, animation frame and idle callback
 * that runs is stamped (absolute time) with its kind. Read only after the idle window, so reading it
 * wakes nothing that is measured.
 */
const WAKEUP_PROBE = `(() => {
  const wakeups = (window.__wakeups = [])
  const wrap = (name, kind) => {
    const original = window[name]
    if (typeof original !== 'function') return
    window[name] = function (callback, ...rest) {
      const counted = typeof callback === 'function'
        ? function (...args) { wakeups.push({ at: performance.timeOrigin + performance.now(), kind }); return callback.apply(this, args) }
        : callback
      return original.call(this, counted, ...rest)
    }
  }
  wrap('setTimeout', 'timer')
  wrap('setInterval', 'timer')
  wrap('requestAnimationFrame', 'animation frame')
  wrap('requestIdleCallback', 'idle callback')
})()`

export type IdleWakeups = { page: number; frame: number; kinds: string[] }

const wakeupsBetween = async (target: Page | Frame, from: number, to: number) =>
  (await target.evaluate(() => window.__wakeups ?? [])).filter((w) => w.at >= from && w.at < to)

/**
 * Callbacks the page (the loader's) and the frame ran while a loaded demo sat idle for `idleMs`,
 * from 2.5 s after `ready`: a widget that keeps a renderer warm with periodic work shows here.
 */
export async function idleWakeups(browser: Browser, idleMs: number): Promise<IdleWakeups> {
  const context = await browser.newContext()
  await context.addInitScript({ content: WAKEUP_PROBE })
  const page = await context.newPage()
  await page.goto(`${DEMO}/`)
  await page.evaluate(() => window.porthole!.ready)
  await page.waitForTimeout(2_500)
  const from = Date.now()
  await page.waitForTimeout(idleMs)
  const to = Date.now()
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/frame')
  if (!frame) throw new Error('the page has no Porthole frame')
  const [inPage, inFrame] = await Promise.all([wakeupsBetween(page, from, to), wakeupsBetween(frame, from, to)])
  await context.close()
  return { page: inPage.length, frame: inFrame.length, kinds: [...new Set([...inPage, ...inFrame].map((w) => w.kind))] }
}
