import { showToast } from '@porthole/frame-host'
import { useFrameDispatch } from '../../store-hooks.js'
import { useT } from '../../i18n/use-t.js'

/** Copies the full address; the loader's iframe allows clipboard-write. */
export function CopyAddressButton({ address }: { address: string }) {
  const t = useT()
  const dispatch = useFrameDispatch()
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => dispatch(showToast({ variant: 'success', message: t('copy.copied') })),
      () => dispatch(showToast({ variant: 'error', message: t('copy.failed') })),
    )
  return (
    <button type="button" className="icon-button" aria-label={t('copy.label')} onClick={() => void copy()}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V6a2 2 0 0 1 2-2h9" />
      </svg>
    </button>
  )
}
