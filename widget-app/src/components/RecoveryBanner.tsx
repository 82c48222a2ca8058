import { selectPasskeyLogin } from '@porthole/frame-host'
import { useT, useText } from '../i18n/use-t.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

const RECOVERY_KINDS = ['recover-finish', 'recover-cancel'] as const

/**
 * A recovery of the secured smart account under way, as the chain holds it, on every view of every
 * open until it is cancelled or finished: the date it takes over, "Cancel recovery" (the account's
 * passkey approves it in the approval window) and, in the browser that made the proposed passkey,
 * "Finish recovery" (the worker refuses it before the delay has passed, and says so).
 */
export function RecoveryBanner() {
  const t = useT()
  const tx = useText()
  const dispatch = useFrameDispatch()
  const recovery = useFrameSelector((state) => state.embedded?.recovery)
  const login = useFrameSelector(selectPasskeyLogin)
  const acting = login && (RECOVERY_KINDS as readonly string[]).includes(login.kind) ? login : null
  const running = acting?.status === 'running'
  if (!recovery) return null
  const date = new Date(recovery.executeAfter * 1000).toLocaleString()
  const run = (flow: 'finishRecovery' | 'cancelRecovery') => () =>
    void dispatch(async (next) => next((await import('@porthole/frame-host/passkey-recovery'))[flow]()))
  return (
    <div className="alert-banner recovery" role="alert" data-testid="recovery-under-way" aria-busy={running}>
      <div className="alert-text">
        <p className="alert-title">{t('recovery.underWay', { date })}</p>
        <p className="alert-detail">{recovery.proposedHere ? t('recovery.proposedHere') : t('recovery.notYou')}</p>
        <p className="alert-actions">
          {recovery.proposedHere ? (
            <button type="button" className="button" data-testid="recovery-finish" disabled={running} onClick={run('finishRecovery')}>
              {t('recovery.finish')}
            </button>
          ) : null}
          <button type="button" className="button" data-testid="recovery-cancel" disabled={running} onClick={run('cancelRecovery')}>
            {t('recovery.cancel')}
          </button>
        </p>
        <p className={acting?.status === 'error' ? 'alert-detail error' : 'alert-detail'} role="status" data-testid="recovery-status">
          {running ? t('connect.passkeyRunning') : acting?.status === 'error' ? tx(acting.error?.message) : ''}
        </p>
      </div>
    </div>
  )
}
