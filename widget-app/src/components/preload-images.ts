/** An image that has not loaded in 2 s is not waited for any longer. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

type Loadable = Pick<HTMLImageElement, 'onload' | 'onerror' | 'src'>

/**
 * Settles when every image has loaded or failed, or after the timeout,
 * whichever is first: a list can then show its icons together, never held up
 * by a slow image server.
 */
export function preloadImages(
  sources: readonly string[],
  { timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS, createImage = (): Loadable => new Image() } = {},
): Promise<void> {
  const each = sources.map(
    (src) =>
      new Promise<void>((done) => {
        const image = createImage()
        image.onload = image.onerror = () => done()
        image.src = src
      }),
  )
  return Promise.race([Promise.all(each).then(() => {}), new Promise<void>((done) => setTimeout(done, timeoutMs))])
}
