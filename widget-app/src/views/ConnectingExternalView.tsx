import { connectWallet, goBack, selectConnectAttempt, selectHostWallets } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { useT, useText } from '../i18n/use-t.js'

/** Waiting on one of the page's wallets: the visitor answers in the wallet's own window. */
export function ConnectingExternalView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const attempt = useFrameSelector(selectConnectAttempt)
  const wallets = useFrameSelector(selectHostWallets)
  const wallet = attempt && wallets.find((w) => w.uuid === attempt.connectorId)
  if (!attempt || !wallet) {
    return (
      <div className="panel">
        <p className="notice">{t('external.chooseWallet')}</p>
      </div>
    )
  }

  const retry = () => void dispatch(connectWallet(wallet.uuid))
  return (
    <div className="panel connecting" data-outcome={attempt.outcome}>
      <WalletIcon src={wallet.icon} size={64} />
      <div aria-live="polite">
        {attempt.outcome === 'pending' ? (
          <>
            <p className="panel-title">{t('external.continueIn', { wallet: wallet.name })}</p>
            <p className="notice">{t('external.acceptRequest')}</p>
          </>
        ) : attempt.outcome === 'rejected' ? (
          <>
            <p className="panel-title error">{tx(Messages.connectionRejected)}</p>
            <p className="notice">{t('external.declinedIn', { wallet: wallet.name })}</p>
          </>
        ) : (
          <>
            <p className="panel-title error">{tx(Messages.failedToConnect)}</p>
            <p className="notice">{tx(attempt.error?.message)}</p>
          </>
        )}
      </div>
      {attempt.outcome === 'pending' ? (
        <button type="button" className="button" onClick={() => dispatch(goBack())}>
          {t('common.cancel')}
        </button>
      ) : (
        <button type="button" className="button primary" onClick={retry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  )
}
