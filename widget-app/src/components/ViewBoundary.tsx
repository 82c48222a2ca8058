import { Component, type ReactNode } from 'react'
import { t } from '../i18n/translate.js'
import { useT } from '../i18n/use-t.js'

type State = { failed: boolean }

/**
 * Catches a view whose code could not be fetched (the network dropped, a
 * deploy replaced the chunk) and offers to fetch it again, instead of
 * leaving an empty card.
 */
export class ViewBoundary extends Component<{ children: ReactNode; onRetry?: (() => void) | undefined }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="panel" role="alert">
        <p className="notice">{t('boundary.notLoaded')}</p>
        <button
          type="button"
          className="button primary"
          onClick={() => {
            this.props.onRetry?.()
            this.setState({ failed: false })
          }}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    )
  }
}

/** Shown while a view's code loads; it fades in only if that takes long enough to notice. */
export function ViewLoading() {
  return (
    <div className="panel view-loading" role="status" aria-label={useT()('common.loading')}>
      <span className="spinner" aria-hidden="true" />
    </div>
  )
}
