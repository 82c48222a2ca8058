import { connectWallet, goBack, selectConnectAttempt, selectHostWallets } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { WalletIcon } from '../components/WalletIcon.js'

/** Waiting on one of the page's wallets: the visitor answers in the wallet's own window. */
export function ConnectingExternalView() {
  const dispatch = useFrameDispatch()
  const attempt = useFrameSelector(selectConnectAttempt)
  const wallets = useFrameSelector(selectHostWallets)
  const wallet = attempt && wallets.find((w) => w.uuid === attempt.connectorId)
  if (!attempt || !wallet) {
    return (
      <div className="panel">
        <p className="notice">Choose a wallet to connect.</p>
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
            <p className="panel-title">Continue in {wallet.name}</p>
            <p className="notice">Accept the connection request in the wallet.</p>
          </>
        ) : attempt.outcome === 'rejected' ? (
          <>
            <p className="panel-title error">{Messages.connectionRejected}</p>
            <p className="notice">The request was declined in {wallet.name}.</p>
          </>
        ) : (
          <>
            <p className="panel-title error">{Messages.failedToConnect}</p>
            <p className="notice">{attempt.error?.message}</p>
          </>
        )}
      </div>
      {attempt.outcome === 'pending' ? (
        <button type="button" className="button" onClick={() => dispatch(goBack())}>
          Cancel
        </button>
      ) : (
        <button type="button" className="button primary" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  )
}
