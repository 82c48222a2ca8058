import { createPasskeyAccount, leftPasskeyLogin, selectPasskeyLogin, signInWithPasskey } from '@porthole/frame-host'
import { useEffect } from 'react'
import { openPasskeyWindow } from '../approval/open-passkey-window.js'
import { useFrameConfig } from '../config-context.js'
import { useT, useText } from '../i18n/use-t.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/**
 * Connect's passkey account: sign in with a passkey the visitor has (the
 * browser's own prompt, for any passkey of this site), or create one in the
 * first-party window the click opens (a passkey is never created in a frame
 * the page embeds). The account it lands on is the visitor's alone.
 */
export function PasskeyButtons() {
  const t = useT()
  const tx = useText()
  const dispatch = useFrameDispatch()
  const { projectId } = useFrameConfig()
  // Adding a passkey is Account's, and may still run while Connect shows (the visitor signed out meanwhile).
  const login = useFrameSelector((state) => {
    const run = selectPasskeyLogin(state)
    return run?.kind === 'add' ? null : run
  })
  const running = login?.status === 'running'
  // Leaving Connect forgets the attempt: coming back shows no old failure.
  useEffect(() => () => void dispatch(leftPasskeyLogin()), [dispatch])
  // The window must open inside the click, or the browser blocks it.
  const create = () => dispatch(createPasskeyAccount(openPasskeyWindow(projectId)))
  return (
    <div className="section passkey" aria-busy={running}>
      <button type="button" className="button wide primary" data-testid="passkey-sign-in" disabled={running} onClick={() => dispatch(signInWithPasskey())}>
        {t('connect.passkeySignIn')}
      </button>
      <button type="button" className="button wide" data-testid="passkey-create" disabled={running} onClick={create}>
        {t('connect.passkeyCreate')}
      </button>
      <p className={login?.status === 'error' ? 'notice error' : 'notice'} role="status" data-testid="passkey-status">
        {running ? t('connect.passkeyRunning') : login?.status === 'error' ? tx(login.error?.message) : ''}
      </p>
    </div>
  )
}
