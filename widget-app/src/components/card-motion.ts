/**
 * Makes `outer` follow the height of `inner` through an explicit height, so the
 * card's CSS transition animates the change when one view replaces another
 * (a height of `auto` cannot be animated). Loaded after the first paint: the
 * first view needs no animation. Returns the teardown.
 */
export function followHeight(outer: HTMLElement, inner: HTMLElement): () => void {
  const observer = new ResizeObserver(() => {
    outer.style.height = `${inner.offsetHeight}px`
  })
  observer.observe(inner)
  return () => {
    observer.disconnect()
    outer.style.removeProperty('height')
  }
}
