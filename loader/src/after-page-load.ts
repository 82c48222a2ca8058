/**
 * Runs `run` once the page has fired `load` and then gone idle, so nothing of
 * Porthole's but the loader is fetched before the page's own first paint. The
 * idle wait has a deadline, so a page that is never idle still gets Porthole.
 */
export function afterPageLoad(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 1))
  // `load` fires once per document; 'loading' and 'interactive' are the states before it.
  if (/^[li]/.test(document.readyState)) window.addEventListener('load', idle)
  else idle()
}
