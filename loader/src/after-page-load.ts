/**
 * Runs `run` once the page has fired `load`, painted and then gone idle, so
 * nothing of Porthole's but the loader is fetched before the page's own first
 * paint. The idle wait has a deadline, so a page that is never idle still gets Porthole.
 */
export function afterPageLoad(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 1))
  // A small page fires `load` before its first frame is painted; the second animation frame comes after that paint.
  // A hidden page paints nothing and runs no animation frames.
  const painted = () => (document.hidden ? idle() : requestAnimationFrame(() => requestAnimationFrame(idle)))
  // `load` fires once per document; 'loading' and 'interactive' are the states before it.
  if (/^[li]/.test(document.readyState)) window.addEventListener('load', painted)
  else painted()
}
