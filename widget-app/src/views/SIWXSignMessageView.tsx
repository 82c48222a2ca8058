import { selectSiwx } from '@porthole/frame-host'
// Sign-in's thunks load with this view, not with the frame's first paint.
import { cancelSignIn, prepareSignIn, signIn } from '@porthole/frame-host/siwx'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/**
 * Spec §2 SIWXSignMessage: after connecting, the visitor signs the site's
 * sign-in message in their wallet. The domain shown is the page the frame
 * accepted in the handshake, as the message itself names it.
 */
export function SIWXSignMessageView() {
  const dispatch = useFrameDispatch()
  const { message, status, error, namespace, config } = useFrameSelector(selectSiwx)
  const busy = status === 'preparing' || status === 'signing'
  return (
    <div className="panel connecting" data-testid="siwx-sign-message" aria-busy={busy}>
      <p className="panel-title">{message ? `Sign in to ${message.domain}` : 'Sign in'}</p>
      {message?.statement ? <p className="notice">{message.statement}</p> : null}
      <p className="notice">{status === 'signing' ? 'Approve the message in your wallet' : 'Signing proves you own this account. It costs nothing and sends no transaction.'}</p>
      {message ? (
        <pre className="siwx-message" data-testid="siwx-message">
          {message.serializedMessage}
        </pre>
      ) : null}
      {error ? (
        <p className="notice error" role="alert" data-testid="siwx-error">
          {error}
        </p>
      ) : null}
      {status === 'failed' && !message && namespace ? (
        <button type="button" className="button primary" onClick={() => void dispatch(prepareSignIn(namespace))}>
          Try again
        </button>
      ) : (
        <button type="button" className="button primary" data-testid="siwx-sign" autoFocus disabled={!message || busy} onClick={() => void dispatch(signIn())}>
          Sign
        </button>
      )}
      <button type="button" className="button" data-testid="siwx-cancel" disabled={status === 'signing'} onClick={() => void dispatch(cancelSignIn())}>
        {config?.required ? 'Cancel and disconnect' : 'Not now'}
      </button>
    </div>
  )
}
