import { selectPasskeyLogin } from '@porthole/frame-host'
import { openPasskeyWindow } from '../approval/open-passkey-window.js'
import { useFrameConfig } from '../config-context.js'
import { useT, useText } from '../i18n/use-t.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/**
 * "Recover with a new passkey" on Account, for a secured email or social account whose visitor
 * lost every passkey (signed in with the account's email code or social login): the click opens
 * the first-party window where the new passkey is made; the recovery then shows on every open
 * (RecoveryBanner) until it is finished or a passkey of the account cancels it.
 */
export function RecoveryStart() {
  const t = useT()
  const tx = useText()
  const dispatch = useFrameDispatch()
  const { projectId } = useFrameConfig()
  const underWay = useFrameSelector((state) => !!state.embedded.recovery)
  const login = useFrameSelector(selectPasskeyLogin)
  const starting = login?.kind === 'recover' ? login : null
  const running = starting?.status === 'running'
  if (underWay) return null
  const start = () => {
    // The window must open inside the click, or the browser blocks it; the flow's code arrives after.
    const opened = openPasskeyWindow(projectId)
    void dispatch(async (next) => next((await import('@porthole/frame-host/passkey-recovery')).recoverWithPasskey(opened)))
  }
  return (
    <div className="section passkey" aria-busy={running}>
      <p id="recovery-explain" className="notice">
        {t('recovery.explain')}
      </p>
      <button type="button" className="button wide" data-testid="recovery-start" aria-describedby="recovery-explain" disabled={running} onClick={start}>
        {t('recovery.start')}
      </button>
      <p className={starting?.status === 'error' ? 'notice error' : 'notice'} role="status" data-testid="recovery-start-status">
        {running ? t('connect.passkeyRunning') : starting?.status === 'error' ? tx(starting.error?.message) : ''}
      </p>
    </div>
  )
}
