import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'

/** A frame the browser presented: when (ms since the epoch, like `performance.timeOrigin + now`) and its pixels. */
export type ScreenFrame = { at: number; png: Buffer }
export type Box = { x: number; y: number; width: number; height: number }

/**
 * Records what the browser presents for `page` (DevTools' screencast: one PNG per frame that changed
 * the screen, stamped with its swap time). What a visitor sees, read from outside both documents.
 */
export async function recordScreen(page: Page): Promise<() => Promise<ScreenFrame[]>> {
  const cdp = await page.context().newCDPSession(page)
  const frames: ScreenFrame[] = []
  cdp.on('Page.screencastFrame', (frame) => {
    frames.push({ at: frame.metadata.timestamp! * 1000, png: Buffer.from(frame.data, 'base64') })
    void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {})
  })
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 })
  return async () => {
    await cdp.send('Page.stopScreencast')
    await cdp.detach()
    return frames
  }
}

/** Share of `box` (CSS pixels of a `viewportWidth`-wide page) whose colour differs between two frames. */
function changedShare(a: PNG, b: PNG, box: Box, viewportWidth: number): number {
  const scale = a.width / viewportWidth
  const [x0, y0] = [Math.max(0, Math.floor(box.x * scale)), Math.max(0, Math.floor(box.y * scale))]
  const [x1, y1] = [Math.min(a.width, Math.ceil((box.x + box.width) * scale)), Math.min(a.height, Math.ceil((box.y + box.height) * scale))]
  let changed = 0
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * a.width + x) * 4
      const delta = Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!)
      if (delta > 30) changed++
    }
  }
  return changed / Math.max(1, (x1 - x0) * (y1 - y0))
}

/**
 * When the dialog was first presented: the first frame after `since` in which a tenth of the
 * dialog's box differs from the last frame before it (a card fading in counts from its first frame).
 */
export function firstDrawn(frames: ScreenFrame[], since: number, box: Box, viewportWidth: number): number | undefined {
  const before = frames.filter((frame) => frame.at < since).at(-1)
  if (!before) return undefined
  const base = PNG.sync.read(before.png)
  const drawn = frames.find((frame) => frame.at >= since && changedShare(base, PNG.sync.read(frame.png), box, viewportWidth) >= 0.1)
  return drawn?.at
}
