import { walletImageUrl, type WalletEntry } from '@porthole/frame-host'
import { WalletIcon } from './WalletIcon.js'
import { useT } from '../i18n/use-t.js'

/** A wallet tile of AllWallets: its picture, its name, and whether it is recent or installed. */
export function DirectoryWalletButton({ entry, onChoose }: { entry: WalletEntry; onChoose: (entry: WalletEntry) => void }) {
  const t = useT()
  const id = entry.kind === 'host' ? entry.wallet.uuid : entry.wallet.id
  const src = entry.kind === 'host' ? entry.wallet.icon : walletImageUrl(entry.wallet)
  const installed = entry.kind === 'host' || entry.installed !== undefined
  return (
    // data-name: the full name's tooltip on hover and focus (all-wallets.css), where the tile truncates it.
    <button type="button" className="button wallet-tile" data-testid={`directory-wallet-${id}`} data-name={entry.wallet.name} onClick={() => onChoose(entry)}>
      <WalletIcon src={src} size={48} />
      {/* dir=auto: a Latin name in a right-to-left view still truncates at its own end. */}
      <span className="wallet-name" dir="auto">
        {entry.wallet.name}
      </span>
      {entry.recent ? <span className="tag">{t('wallets.recent')}</span> : installed && <span className="tag">{t('wallets.installed')}</span>}
    </button>
  )
}
