import { addWallet, selectActiveChain, selectProfileWallets, switchActiveWallet, truncateAddress, type ProfileWallet } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useState } from 'react'
import { WalletIcon } from '../../components/WalletIcon.js'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'

/**
 * ProfileWallets: the wallets connected in the modal's chain family,
 * the active one (whose accounts the page sees) marked; choosing another
 * makes it the active one. "Add wallet" goes to Connect, or, with the
 * project's multiWallet feature off, shows the info 'Multi-Wallet Not Enabled'.
 */
export function ProfileWalletsView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const wallets = useFrameSelector(selectProfileWallets)
  const family = useFrameSelector(selectActiveChain)
  const [error, setError] = useState('')

  async function activate(wallet: ProfileWallet) {
    setError('')
    try {
      await dispatch(switchActiveWallet(family, wallet.connectorId))
    } catch (e) {
      setError(e instanceof Error ? e.message : Messages.anErrorOccurred)
    }
  }

  return (
    <div className="networks" data-testid="profile-wallets">
      <ul className="section network-list" aria-label={t('profileWallets.connected')}>
        {wallets.map((wallet) => (
          <li key={wallet.connectorId}>
            <button
              type="button"
              className="button wide wallet"
              data-testid={`profile-wallet-${wallet.connectorId}`}
              aria-current={wallet.active || undefined}
              disabled={wallet.active}
              onClick={() => void activate(wallet)}
            >
              {wallet.icon ? <WalletIcon src={wallet.icon} /> : null}
              <span className="wallet-name">{`${wallet.name} ${truncateAddress(wallet.address)}`}</span>
              {wallet.active ? <span className="tag">{t('profileWallets.active')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <p className="field-message error" aria-live="polite">
        {tx(error)}
      </p>
      <button type="button" className="button wide" data-testid="profile-add-wallet" onClick={() => dispatch(addWallet())}>
        {t('profileWallets.add')}
      </button>
    </div>
  )
}
