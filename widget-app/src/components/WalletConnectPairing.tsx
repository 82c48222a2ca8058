import { pairingRequested, selectChosenWallet, selectPairing, showToast } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { QrCode } from './QrCode.js'
import { MobileLinks } from './MobileLinks.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { useT, useText } from '../i18n/use-t.js'

/**
 * The pairing URI as a QR code to scan, or a link to copy or follow: spec §2
 * ConnectingWalletConnect, and ConnectingWalletConnectBasic (`basic`), which
 * names no wallet from the directory.
 */
export function WalletConnectPairing({ basic = false }: { basic?: boolean }) {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const pairing = useFrameSelector(selectPairing)
  const directoryChoice = useFrameSelector(selectChosenWallet)
  const chosen = basic ? undefined : directoryChoice

  const copy = (uri: string) =>
    navigator.clipboard.writeText(uri).then(
      () => dispatch(showToast({ variant: 'success', message: t('wc.linkCopied') })),
      () => dispatch(showToast({ variant: 'error', message: t('wc.copyFailed') })),
    )

  if (pairing.status === 'failed' || pairing.status === 'rejected') {
    return (
      <div className="panel connecting" data-outcome={pairing.status}>
        <div aria-live="polite">
          <p className="panel-title error">{tx(pairing.status === 'rejected' ? Messages.connectionRejected : Messages.failedToConnect)}</p>
          <p className="notice">{tx(pairing.error)}</p>
        </div>
        <button type="button" className="button primary" onClick={() => dispatch(pairingRequested())}>
          {t('common.tryAgain')}
        </button>
      </div>
    )
  }
  if (pairing.status !== 'ready' || pairing.uri === undefined) {
    return (
      <div className="panel connecting" aria-busy="true">
        <div className="qr-placeholder" data-testid="wc-loading" />
        <p className="notice">{t('common.preparingQr')}</p>
      </div>
    )
  }
  const uri = pairing.uri
  return (
    <div className="panel connecting" data-basic={basic || undefined}>
      <div className="qr-frame" data-testid="wc-qr" data-uri={uri}>
        <QrCode value={uri} />
      </div>
      <p className="notice">{chosen ? t('wc.scanWith', { wallet: chosen.name }) : t('wc.scanWithPhone')}</p>
      {basic ? (
        <a className="button wide" href={uri} data-testid="wc-open">
          {t('wc.openInWallet')}
        </a>
      ) : (
        <MobileLinks uri={uri} />
      )}
      <button type="button" className="button" onClick={() => void copy(uri)}>
        {t('wc.copyLink')}
      </button>
    </div>
  )
}
