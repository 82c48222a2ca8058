/**
 * Runs `task` when the frame has nothing else to do, or after `timeout` ms at
 * the latest; where there is no requestIdleCallback (Safari), soon after this
 * task. Returns a function that cancels it.
 */
export function afterIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 1)
    return () => clearTimeout(timer)
  }
  const id = requestIdleCallback(task, { timeout })
  return () => cancelIdleCallback(id)
}
