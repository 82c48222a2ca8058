/** What Tab can reach inside the card. */
export const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

/**
 * Where Tab (or Shift-Tab) must send focus to keep it inside the card, or
 * undefined when the browser's own move already stays inside.
 */
export function wrapFocus<T>(items: readonly T[], active: T | null, backwards: boolean): T | undefined {
  const index = active === null ? -1 : items.indexOf(active)
  if (index === -1) return backwards ? items.at(-1) : items[0]
  if (backwards && index === 0) return items.at(-1)
  if (!backwards && index === items.length - 1) return items[0]
  return undefined
}
