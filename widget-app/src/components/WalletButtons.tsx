import {
  chooseDirectoryWallet,
  loadFeaturedWallets,
  loadRecommendedWallets,
  pushView,
  selectAllWalletsState,
  selectConnectDirectoryWallets,
  selectBasicMode,
  selectFeatureOn,
  selectOrderedHostWallets,
  walletImageUrl,
} from '@porthole/frame-host'
import { useEffect, useState } from 'react'
import { preloadImages } from './preload-images.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { useWalletChoice } from './use-wallet-choice.js'
import { WalletIcon } from './WalletIcon.js'
import { useT } from '../i18n/use-t.js'

/**
 * Connector order: WalletConnect, the page's wallets (recent first),
 * featured, recommended, then All wallets.
 */
export function WalletButtons() {
  const t = useT()
  const dispatch = useFrameDispatch()
  const wallets = useFrameSelector(selectOrderedHostWallets)
  const directory = useFrameSelector(selectConnectDirectoryWallets)
  const { recommended, featured } = useFrameSelector(selectAllWalletsState)
  const choose = useWalletChoice()
  const basic = useFrameSelector(selectBasicMode)
  const allWallets = useFrameSelector((state) => selectFeatureOn(state, 'allWallets'))
  const openWalletConnect = () => {
    dispatch(chooseDirectoryWallet(undefined))
    // Basic mode: WalletConnect without the wallet directory.
    dispatch(pushView(basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect'))
  }
  // The directory's wallets show together once their icons are in (at most 2 s), not one by one.
  const [shown, setShown] = useState<readonly unknown[]>([])
  useEffect(() => {
    let live = true
    void preloadImages(directory.map(walletImageUrl)).then(() => live && setShown(directory))
    return () => void (live = false)
  }, [directory])
  useEffect(() => {
    if (recommended.length === 0) void dispatch(loadRecommendedWallets())
    if (featured.length === 0) void dispatch(loadFeaturedWallets())
  }, [dispatch, recommended.length, featured.length])

  return (
    <ul className="section wallets" aria-label={t('view.ProfileWallets')}>
      <li>
        <button type="button" className="button wide wallet walletconnect" data-testid="wallet-walletconnect" onClick={openWalletConnect}>
          WalletConnect
        </button>
      </li>
      {wallets.map(({ wallet, recent }) => (
        <li key={wallet.uuid}>
          <button
            type="button"
            className="button wide wallet"
            data-testid={`wallet-${wallet.uuid}`}
            onClick={() => choose({ kind: 'host', wallet, recent: true })}
          >
            <WalletIcon src={wallet.icon} />
            <span className="wallet-name">{wallet.name}</span>
            {recent && <span className="tag">{t('wallets.recent')}</span>}
          </button>
        </li>
      ))}
      {(shown === directory ? directory : []).map((wallet) => (
        <li key={wallet.id}>
          <button
            type="button"
            className="button wide wallet"
            data-testid={`wallet-${wallet.id}`}
            onClick={() => choose({ kind: 'directory', wallet, installed: undefined, recent: false })}
          >
            <WalletIcon src={walletImageUrl(wallet)} />
            <span className="wallet-name">{wallet.name}</span>
          </button>
        </li>
      ))}
      {allWallets ? (
        <li>
          <button type="button" className="button wide wallet all-wallets-entry" onClick={() => dispatch(pushView('AllWallets'))}>
            {t('view.AllWallets')}
          </button>
        </li>
      ) : null}
    </ul>
  )
}
