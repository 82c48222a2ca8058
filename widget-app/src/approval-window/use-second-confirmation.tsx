import { requestWarning, type RequestDescription } from '@porthole/frame-host/approval-window'
import { useState, type ReactNode } from 'react'
import { useT } from '../i18n/use-t.js'

/**
 * A request the frame marks as danger (an unlimited allowance, a sign-in to
 * another site, a transaction it cannot fully describe) is approved only
 * after the visitor also ticks that they understand: `confirmed` stays false
 * until then, and `box` is the checkbox to show above the buttons.
 */
export function useSecondConfirmation(id: string | undefined, description: RequestDescription | undefined): { confirmed: boolean; box: ReactNode } {
  const t = useT()
  // Keyed by the request: ticking one request's box never confirms the next.
  const [ticked, setTicked] = useState<string>()
  if (!id || !description || requestWarning(description) !== 'danger') return { confirmed: true, box: null }
  const confirmed = ticked === id
  const box = (
    <label className="notice" data-testid="approve-confirm-danger">
      <input type="checkbox" checked={confirmed} onChange={(event) => setTicked(event.target.checked ? id : undefined)} />
      {t('approve.confirmDanger')}
    </label>
  )
  return { confirmed, box }
}
