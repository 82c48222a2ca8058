import { connectHostWallet, pushView, selectOrderedHostWallets, showToast } from '@porthole/frame-host'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { WalletIcon } from './WalletIcon.js'

/**
 * Spec §2 connector order: WalletConnect, then the page's wallets (recent
 * first), then All wallets. WalletConnect and All wallets are not built yet,
 * and say so.
 */
export function WalletButtons() {
  const dispatch = useFrameDispatch()
  const wallets = useFrameSelector(selectOrderedHostWallets)
  const unavailable = (name: string) => dispatch(showToast({ variant: 'error', message: `${name} is not available yet` }))
  const connect = (uuid: string) => {
    dispatch(pushView('ConnectingExternal'))
    void dispatch(connectHostWallet(uuid))
  }

  return (
    <ul className="section wallets" aria-label="Wallets">
      <li>
        <button type="button" className="button wide" onClick={() => unavailable('WalletConnect')}>
          WalletConnect
        </button>
      </li>
      {wallets.map(({ wallet, recent }) => (
        <li key={wallet.uuid}>
          <button type="button" className="button wide wallet" data-testid={`wallet-${wallet.uuid}`} onClick={() => connect(wallet.uuid)}>
            <WalletIcon src={wallet.icon} />
            <span className="wallet-name">{wallet.name}</span>
            {recent && <span className="tag">Recent</span>}
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="button wide" onClick={() => unavailable('All wallets')}>
          All wallets
        </button>
      </li>
    </ul>
  )
}
