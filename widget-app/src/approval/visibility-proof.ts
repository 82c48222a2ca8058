/** IntersectionObserver v2's additions, which TypeScript's DOM types do not have yet. */
type InitV2 = IntersectionObserverInit & { trackVisibility: boolean; delay: number }
type EntryV2 = IntersectionObserverEntry & { isVisible?: boolean }

/** Whether this browser can prove an element is visible and unobscured (IntersectionObserver v2). */
export const canProveVisibility = (): boolean => typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/**
 * Watches that every target is visible (not covered, not faded, not
 * transformed, in this frame or the page around it) and, for `whole`, entirely
 * in view. IntersectionObserver v2 checks this at most every `delay` ms (100 is
 * its minimum). Returns the disconnect.
 */
export function watchVisibility(targets: Element[], whole: Element, onChange: (visible: boolean) => void): () => void {
  const seen = new Map<Element, boolean>()
  const init: InitV2 = { threshold: [0, 1], trackVisibility: true, delay: 100 }
  const observer = new IntersectionObserver((entries: EntryV2[]) => {
    for (const entry of entries) {
      const full = entry.target !== whole || entry.intersectionRatio >= 0.999
      seen.set(entry.target, entry.isIntersecting && entry.isVisible === true && full)
    }
    onChange(targets.every((target) => seen.get(target) === true))
  }, init)
  for (const target of targets) observer.observe(target)
  return () => observer.disconnect()
}
