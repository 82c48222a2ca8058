/** How long the approval window must have been focused and visible before Approve acts. */
export const ARMING_DELAY_MS = 500

/**
 * When the approval window's Approve may act: the window has been focused and
 * visible for ARMING_DELAY_MS without a break, and the visitor has moved the
 * pointer or pressed a key in it. So the second click of a double click that
 * opened the window (it comes sooner) cannot land on Approve. A pointer click
 * answers only if Approve was armed at its pointerdown. Pure, with the clock
 * passed in, so the rules are tested with fake timers.
 */
export type Arming = {
  /** The window's focus and visibility now. */
  attention(focusedAndVisible: boolean): void
  /** A pointermove or keydown inside the window. */
  input(): void
  pointerDown(): void
  /** Whether Approve acts now. */
  ready(): boolean
  /** Milliseconds until `ready` may turn true by itself, if it is only waiting for time. */
  wait(): number | undefined
  /** Whether a click on Approve answers: by pointer, if armed at its pointerdown; by keyboard, if armed now. */
  click(byPointer: boolean): boolean
}

export function createArming(now: () => number): Arming {
  let since: number | undefined
  let touched = false
  let pressedReady = false
  const ready = () => touched && since !== undefined && now() - since >= ARMING_DELAY_MS
  return {
    attention(focusedAndVisible) {
      if (!focusedAndVisible) since = undefined
      else since ??= now()
    },
    input() {
      touched = true
    },
    pointerDown() {
      pressedReady = ready()
    },
    ready,
    wait: () => (since === undefined ? undefined : Math.max(0, since + ARMING_DELAY_MS - now())),
    click(byPointer) {
      const pressed = pressedReady
      pressedReady = false
      return byPointer ? pressed && ready() : ready()
    },
  }
}
