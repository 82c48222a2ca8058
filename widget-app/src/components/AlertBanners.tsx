import { dismissAlert, selectAlerts } from '@porthole/frame-host'
import type { Alert } from '@porthole/protocol'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/** One plain sentence under each spec §8 alert text. */
const EXPLANATIONS: Record<Alert, string> = {
  'Origin Not Allowed': 'This site is not allowed to use this wallet.',
  'Invalid Project ID': 'This site’s wallet project is not recognised.',
  'Project ID Not Configured': 'This site has not set up its wallet project.',
  'Rate Limited': 'Too many requests from this browser. Try again in a moment.',
  'Server Error': 'The wallet service had a problem. Try again later.',
  'Network Error': 'The wallet service could not be reached. Check your connection.',
  'iframe load failed': 'The wallet did not load. Reload the page to try again.',
  'iframe request timeout': 'The wallet took too long to answer. Try again.',
  'Session Expired': 'Your session has ended. Connect again.',
  'Unverified Domain': 'This site’s domain has not been verified.',
  'Network Not Found': 'This site’s default network is not among the networks it offers.',
  'Multi-Wallet Not Enabled': 'This site lets you use one wallet at a time. Disconnect this one to use another.',
  'Invalid App Configuration': 'This site’s wallet project is set up wrongly; the wallet still works.',
}

/** The alerts the frame raised, each until the visitor dismisses it. */
export function AlertBanners() {
  const alerts = useFrameSelector(selectAlerts)
  const dispatch = useFrameDispatch()
  return alerts.map((alert) => (
    <div key={alert} className="alert-banner" role="alert">
      <div className="alert-text">
        <p className="alert-title">{alert}</p>
        <p className="alert-detail">{EXPLANATIONS[alert]}</p>
      </div>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => dispatch(dismissAlert(alert))}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  ))
}
