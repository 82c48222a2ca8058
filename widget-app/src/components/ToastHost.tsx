import { selectToast } from '@porthole/frame-host'
import { useFrameSelector } from '../store-hooks.js'

/** The one toast of spec §4. Errors interrupt a screen reader; the others wait their turn. */
export function ToastHost() {
  const toast = useFrameSelector(selectToast)
  if (!toast.open) return null
  return (
    <div className={`toast toast-${toast.variant}`} role={toast.variant === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </div>
  )
}
