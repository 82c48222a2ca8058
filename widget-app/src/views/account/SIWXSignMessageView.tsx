import { selectSiwx } from '@porthole/frame-host'
// Sign-in's thunks load with this view, not with the frame's first paint.
import { cancelSignIn, prepareSignIn, signIn } from '@porthole/frame-host/siwx'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'
import { signInFailureText } from '../sign-in-failure-text.js'

/**
 * SIWXSignMessage: after connecting, the visitor signs the site's
 * sign-in message in their wallet. The domain shown is the page the frame
 * accepted in the handshake, as the message itself names it.
 */
export function SIWXSignMessageView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const { message, status, error, namespace, config } = useFrameSelector(selectSiwx)
  const busy = status === 'preparing' || status === 'signing'
  return (
    <div className="panel connecting" data-testid="siwx-sign-message" aria-busy={busy}>
      <p className="panel-title">{message ? t('siwx.signInTo', { domain: message.domain }) : t('view.SIWXSignMessage')}</p>
      {message?.statement ? <p className="notice">{message.statement}</p> : null}
      <p className="notice">{status === 'signing' ? t('siwx.approveInWallet') : t('siwx.explain')}</p>
      {message ? (
        // Focusable: the message may scroll, and keyboard users must be able to read all of it.
        <pre className="siwx-message" data-testid="siwx-message" tabIndex={0} role="region" aria-label={t('siwx.message')}>
          {message.serializedMessage}
        </pre>
      ) : null}
      {error ? (
        <p className="notice error" role="alert" data-testid="siwx-error">
          {signInFailureText(error, t, tx)}
        </p>
      ) : null}
      {status === 'failed' && !message && namespace ? (
        <button type="button" className="button primary" onClick={() => void dispatch(prepareSignIn(namespace))}>
          {t('common.tryAgain')}
        </button>
      ) : (
        <button type="button" className="button primary" data-testid="siwx-sign" autoFocus disabled={!message || busy} onClick={() => void dispatch(signIn())}>
          {t('siwx.sign')}
        </button>
      )}
      <button type="button" className="button" data-testid="siwx-cancel" disabled={status === 'signing'} onClick={() => void dispatch(cancelSignIn())}>
        {config?.required ? t('siwx.cancelAndDisconnect') : t('siwx.notNow')}
      </button>
    </div>
  )
}
