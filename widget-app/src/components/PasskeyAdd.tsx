import { selectPasskeyLogin } from '@porthole/frame-host'
import { openPasskeyWindow } from '../approval/open-passkey-window.js'
import { useFrameConfig } from '../config-context.js'
import { useT, useText } from '../i18n/use-t.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/**
 * "Add a second passkey" on Account, for an account a passkey signs for (a passkey account, or a
 * smart account secured with one): the click opens the first-party window where the new passkey
 * is made, then the account's passkey approves adding it as an owner in the approval window.
 * Running, it is busy; a failure or a cancel shows why, and the button stays to try again.
 */
export function PasskeyAdd() {
  const t = useT()
  const tx = useText()
  const dispatch = useFrameDispatch()
  const { projectId } = useFrameConfig()
  const login = useFrameSelector(selectPasskeyLogin)
  const adding = login?.kind === 'add' ? login : null
  const running = adding?.status === 'running'
  const add = () => {
    // The window must open inside the click, or the browser blocks it; the flow's code arrives after.
    const opened = openPasskeyWindow(projectId)
    void dispatch(async (next) => next((await import('@porthole/frame-host/passkey-add')).addPasskey(opened)))
  }
  const status = running
    ? t('connect.passkeyRunning')
    : adding?.status === 'error'
      ? tx(adding.error?.message)
      : adding?.status === 'done'
        ? t('addPasskey.added')
        : ''
  return (
    <div className="section passkey" aria-busy={running}>
      <p id="add-passkey-explain" className="notice">
        {t('addPasskey.explain')}
      </p>
      <button type="button" className="button wide" data-testid="add-passkey" aria-describedby="add-passkey-explain" disabled={running} onClick={add}>
        {t('addPasskey.button')}
      </button>
      <p className={adding?.status === 'error' ? 'notice error' : 'notice'} role="status" data-testid="add-passkey-status">
        {status}
      </p>
    </div>
  )
}
