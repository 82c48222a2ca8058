import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS, preloadImages } from './preload-images.js'

/** Images that load (or fail) only when the test says. */
function images() {
  const made: { onload: (() => void) | null; onerror: (() => void) | null; src: string }[] = []
  const createImage = () => {
    const image = { onload: null, onerror: null, src: '' }
    made.push(image)
    return image as unknown as HTMLImageElement
  }
  return { made, createImage }
}

afterEach(() => void vi.useRealTimers())

describe('preloadImages (2 s)', () => {
  it('settles once every image has loaded or failed', async () => {
    const { made, createImage } = images()
    let settled = false
    void preloadImages(['/a', '/b'], { createImage }).then(() => (settled = true))
    expect(made.map((i) => i.src)).toEqual(['/a', '/b'])
    made[0]!.onload!()
    await Promise.resolve()
    expect(settled).toBe(false)
    made[1]!.onerror!()
    await vi.waitFor(() => expect(settled).toBe(true))
  })

  it('waits 2000 ms at most for a slow image', async () => {
    vi.useFakeTimers()
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
    const { createImage } = images()
    let settled = false
    void preloadImages(['/slow'], { createImage }).then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
  })
})
