import { useEffect, useReducer, useState } from 'react'
import { createArming, type Arming } from './arming.js'

const attentive = () => document.visibilityState === 'visible' && document.hasFocus()

/** The arming rules (arming.ts) wired to the window: focus, visibility, pointer and keys. Re-renders when Approve may turn ready. */
export function useArming(): Arming {
  const [arming] = useState(() => createArming(() => Date.now()))
  const [, rerender] = useReducer((n: number) => n + 1, 0)

  useEffect(() => {
    const attention = () => (arming.attention(attentive()), rerender())
    const input = () => (arming.input(), rerender())
    const down = () => arming.pointerDown()
    attention()
    addEventListener('focus', attention)
    addEventListener('blur', attention)
    document.addEventListener('visibilitychange', attention)
    addEventListener('pointermove', input, true)
    addEventListener('keydown', input, true)
    addEventListener('pointerdown', down, true)
    return () => {
      removeEventListener('focus', attention)
      removeEventListener('blur', attention)
      document.removeEventListener('visibilitychange', attention)
      removeEventListener('pointermove', input, true)
      removeEventListener('keydown', input, true)
      removeEventListener('pointerdown', down, true)
    }
  }, [arming])

  const wait = arming.ready() ? undefined : arming.wait()
  useEffect(() => {
    if (wait === undefined) return
    const timer = setTimeout(rerender, wait + 1)
    return () => clearTimeout(timer)
  })
  return arming
}
