import { goBack, loginWithFarcaster, selectFarcasterLogin } from '@porthole/frame-host'
import { QrCode } from '../components/QrCode.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/**
 * Spec §2 ConnectingFarcaster: the channel's URL as a QR code to scan with the
 * Farcaster app, or as a link to open it on this device; then the embedded
 * wallet signs in as the FID.
 */
export function ConnectingFarcasterView() {
  const dispatch = useFrameDispatch()
  const login = useFrameSelector(selectFarcasterLogin)
  if (login?.status === 'error') {
    return (
      <div className="panel connecting" data-outcome="failed">
        <div aria-live="polite">
          <p className="panel-title error">{login.error?.message}</p>
          <p className="notice">Nothing changed. You can try Farcaster again.</p>
        </div>
        <button type="button" className="button primary" onClick={() => dispatch(loginWithFarcaster())}>
          Try again
        </button>
      </div>
    )
  }
  if (login?.status === 'requestUserData') {
    return (
      <div className="panel connecting" aria-busy="true" aria-live="polite">
        <p className="panel-title">Retrieving user data</p>
        <p className="notice">Setting up your wallet…</p>
      </div>
    )
  }
  const url = login?.farcasterUrl
  if (url === undefined) {
    return (
      <div className="panel connecting" aria-busy="true">
        <div className="qr-placeholder" data-testid="farcaster-loading" />
        <p className="notice">Preparing the QR code…</p>
      </div>
    )
  }
  return (
    <div className="panel connecting">
      <div className="qr-frame" data-testid="farcaster-qr" data-uri={url}>
        <QrCode value={url} />
      </div>
      <p className="notice" aria-live="polite">
        Scan this code with your phone&apos;s camera or the Farcaster app, and sign in there.
      </p>
      <a className="button primary" href={url} target="_blank" rel="noopener noreferrer" data-testid="farcaster-open">
        Open Farcaster
      </a>
      <button type="button" className="button" onClick={() => dispatch(goBack())}>
        Cancel
      </button>
    </div>
  )
}
