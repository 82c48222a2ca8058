import { dismissAlert, selectAlerts } from '@porthole/frame-host'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { useT } from '../i18n/use-t.js'

/** The alerts the frame raised, each until the visitor dismisses it. */
export function AlertBanners() {
  const t = useT()
  const alerts = useFrameSelector(selectAlerts)
  const dispatch = useFrameDispatch()
  return alerts.map((alert) => (
    <div key={alert} className="alert-banner" role="alert">
      <div className="alert-text">
        <p className="alert-title">{t(`alert.${alert}`)}</p>
        <p className="alert-detail">{t(`alertDetail.${alert}`)}</p>
      </div>
      <button type="button" className="icon-button" aria-label={t('alerts.dismiss')} onClick={() => dispatch(dismissAlert(alert))}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  ))
}
