import { useEffect, useReducer, useState, type RefObject } from 'react'
import { createApprovalGate, type ApprovalGate } from './approval-gate.js'
import { watchVisibility } from './visibility-proof.js'

/**
 * The approval gate (approval-gate.ts) wired to the document: IntersectionObserver
 * v2 on the approval and its buttons, focus and visibilitychange, pointer
 * presses anywhere in it. Re-renders when Approve may turn ready. Without
 * `panel` and `actions` (the first-party approval popup, which no page can
 * cover or fade) only the timing rules apply.
 */
export function useApprovalGate<T extends { id: string }>(next: T | undefined, panel?: RefObject<HTMLElement | null>, actions?: RefObject<HTMLElement | null>) {
  const [gate] = useState<ApprovalGate<T>>(() => {
    const created = createApprovalGate<T>(() => Date.now())
    if (!panel) created.visible(true)
    return created
  })
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const shown = gate.show(next)
  const shownId = shown?.id

  useEffect(() => {
    const rearm = () => {
      if (document.visibilityState === 'visible') gate.rearm()
      rerender()
    }
    const down = () => gate.pointerDown()
    // The click follows pointerup in the same gesture: release the shown request only after it.
    const up = () => setTimeout(() => (gate.pointerUp(), rerender()), 0)
    addEventListener('focus', rearm)
    document.addEventListener('visibilitychange', rearm)
    addEventListener('pointerdown', down, true)
    addEventListener('pointerup', up, true)
    addEventListener('pointercancel', up, true)
    return () => {
      removeEventListener('focus', rearm)
      document.removeEventListener('visibilitychange', rearm)
      removeEventListener('pointerdown', down, true)
      removeEventListener('pointerup', up, true)
      removeEventListener('pointercancel', up, true)
    }
  }, [gate])

  useEffect(() => {
    if (!panel?.current || !actions?.current) return
    return watchVisibility([panel.current, actions.current], actions.current, (visible) => {
      gate.visible(visible)
      rerender()
    })
  }, [gate, panel, actions, shownId])

  const ready = gate.ready()
  const wait = gate.wait()
  useEffect(() => {
    if (ready || wait === undefined) return
    const timer = setTimeout(rerender, wait + 1)
    return () => clearTimeout(timer)
  })

  return { shown, ready, click: (byPointer: boolean) => gate.click(byPointer) }
}
