import { useEffect, useState } from 'react'

/** Whole seconds from `now` until `until` (both ms), rounded up; 0 once it has passed. */
export const secondsUntil = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000))

/** Checked four times a second, so the shown second never lags the clock by more than a quarter. */
const TICK_MS = 250

/** The seconds left until `until` (ms since the epoch), kept current; 0 without one or once it has passed. */
export function useCountdown(until: number | undefined): number {
  const [left, setLeft] = useState(() => (until === undefined ? 0 : secondsUntil(until, Date.now())))
  useEffect(() => {
    if (until === undefined) return setLeft(0)
    const tick = () => {
      const next = secondsUntil(until, Date.now())
      setLeft(next)
      if (next === 0) clearInterval(timer)
    }
    const timer = setInterval(tick, TICK_MS)
    tick()
    return () => clearInterval(timer)
  }, [until])
  return left
}
