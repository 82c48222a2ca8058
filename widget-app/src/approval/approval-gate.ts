/** How long an approval must have been on screen, visible and unchanged, before Approve acts. */
export const APPROVAL_DELAY_MS = 500

/**
 * When Approve may act (docs/ARCHITECTURE.md "Security model": the host page controls the
 * iframe's opacity, position and timing, and can add requests at any moment).
 * Approve acts only once the approval has been visible (IntersectionObserver v2)
 * and unchanged for APPROVAL_DELAY_MS since it appeared, its request changed or
 * the frame regained focus. While a pointer is down the request on screen does
 * not change, and a click answers the request that was on screen at pointerdown,
 * and only if Approve could act then. Pure, with the clock passed in, so the
 * rules are tested with fake timers.
 */
export type ApprovalGate<T extends { id: string }> = {
  /** Offers the request first in line; returns the one on screen. */
  show(next: T | undefined): T | undefined
  /** IntersectionObserver v2's verdict on the approval. */
  visible(isVisible: boolean): void
  /** The view appeared again or the frame regained focus. */
  rearm(): void
  pointerDown(): void
  pointerUp(): void
  /** Whether Approve acts now. */
  ready(): boolean
  /** Milliseconds until `ready` may turn true by itself, if it is only waiting for time. */
  wait(): number | undefined
  /** The request a click answers: by pointer, the one pressed on; by keyboard, the one shown. */
  click(byPointer: boolean): string | undefined
}

export function createApprovalGate<T extends { id: string }>(now: () => number): ApprovalGate<T> {
  let shown: T | undefined
  let armedAt = now()
  let visibleSince: number | undefined
  let down = false
  let press: { id: string; ready: boolean } | undefined

  const ready = () => shown !== undefined && visibleSince !== undefined && now() - Math.max(armedAt, visibleSince) >= APPROVAL_DELAY_MS

  return {
    show(next) {
      if (next?.id === shown?.id) shown = next
      else if (!down) {
        shown = next
        armedAt = now()
      }
      return shown
    },
    visible(isVisible) {
      if (!isVisible) visibleSince = undefined
      else visibleSince ??= now()
    },
    rearm() {
      armedAt = now()
    },
    pointerDown() {
      down = true
      press = shown && { id: shown.id, ready: ready() }
    },
    pointerUp() {
      down = false
    },
    ready,
    wait() {
      if (shown === undefined || visibleSince === undefined) return undefined
      return Math.max(0, Math.max(armedAt, visibleSince) + APPROVAL_DELAY_MS - now())
    },
    click(byPointer) {
      // A pointer click needed Approve ready at pointerdown (focus may come with that very press)
      // and the approval still visible; a keyboard one needs it ready now.
      const pressed = press
      press = undefined
      if (!byPointer) return ready() ? shown?.id : undefined
      return pressed?.ready && visibleSince !== undefined ? pressed.id : undefined
    },
  }
}
