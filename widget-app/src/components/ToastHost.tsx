import { selectToast } from '@porthole/frame-host'
import { useFrameSelector } from '../store-hooks.js'
import { useText } from '../i18n/use-t.js'

/** The one toast of spec §4. Errors interrupt a screen reader; the others wait their turn. */
export function ToastHost() {
  const tx = useText()
  const toast = useFrameSelector(selectToast)
  if (!toast.open) return null
  return (
    <div className={`toast toast-${toast.variant}`} role={toast.variant === 'error' ? 'alert' : 'status'}>
      {tx(toast.message)}
    </div>
  )
}
