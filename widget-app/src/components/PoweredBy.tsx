import { selectFeatureOn } from '@porthole/frame-host'
import { useFrameSelector } from '../store-hooks.js'
import { useT } from '../i18n/use-t.js'

/** Remote feature `reownBranding`: our own small brand line under every view, only while the feature is on. */
export function PoweredBy() {
  const t = useT()
  const on = useFrameSelector((state) => selectFeatureOn(state, 'reownBranding'))
  return on ? (
    <p className="powered-by" data-testid="powered-by">
      {t('poweredBy')}
    </p>
  ) : null
}
