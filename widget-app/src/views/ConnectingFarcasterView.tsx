import { goBack, loginWithFarcaster, selectFarcasterLogin } from '@porthole/frame-host'
import { QrCode } from '../components/QrCode.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { useT, useText } from '../i18n/use-t.js'

/**
 * Spec §2 ConnectingFarcaster: the channel's URL as a QR code to scan with the
 * Farcaster app, or as a link to open it on this device; then the embedded
 * wallet signs in as the FID.
 */
export function ConnectingFarcasterView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const login = useFrameSelector(selectFarcasterLogin)
  if (login?.status === 'error') {
    return (
      <div className="panel connecting" data-outcome="failed">
        <div aria-live="polite">
          <p className="panel-title error">{tx(login.error?.message)}</p>
          <p className="notice">{t('social.tryAgainHint', { name: 'Farcaster' })}</p>
        </div>
        <button type="button" className="button primary" onClick={() => dispatch(loginWithFarcaster())}>
          {t('common.tryAgain')}
        </button>
      </div>
    )
  }
  if (login?.status === 'requestUserData') {
    return (
      <div className="panel connecting" aria-busy="true" aria-live="polite">
        <p className="panel-title">{t('social.retrievingUserData')}</p>
        <p className="notice">{t('social.settingUpWallet')}</p>
      </div>
    )
  }
  const url = login?.farcasterUrl
  if (url === undefined) {
    return (
      <div className="panel connecting" aria-busy="true">
        <div className="qr-placeholder" data-testid="farcaster-loading" />
        <p className="notice">{t('common.preparingQr')}</p>
      </div>
    )
  }
  return (
    <div className="panel connecting">
      <div className="qr-frame" data-testid="farcaster-qr" data-uri={url}>
        <QrCode value={url} />
      </div>
      <p className="notice" aria-live="polite">
        {t('farcaster.scan')}
      </p>
      <a className="button primary" href={url} target="_blank" rel="noopener noreferrer" data-testid="farcaster-open">
        {t('farcaster.open')}
      </a>
      <button type="button" className="button" onClick={() => dispatch(goBack())}>
        {t('common.cancel')}
      </button>
    </div>
  )
}
