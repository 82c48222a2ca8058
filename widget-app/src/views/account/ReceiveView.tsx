import { selectActiveNetworkId, selectAddress, selectNetworks } from '@porthole/frame-host'
import { CopyAddressButton } from '../../components/account/CopyAddressButton.js'
import { QrCode } from '../../components/QrCode.js'
import { useFrameSelector } from '../../store-hooks.js'
import { useT } from '../../i18n/use-t.js'

/** Receive: the address as a QR code, to copy, and the networks it receives on. */
export function ReceiveView() {
  const t = useT()
  const address = useFrameSelector(selectAddress)
  const activeId = useFrameSelector(selectActiveNetworkId)
  const networks = useFrameSelector(selectNetworks)
  if (!address) return <p className="notice">{t('common.noAccount')}</p>
  // The same address receives on every network of its chain family.
  const family = networks.filter((n) => n.namespace === activeId.slice(0, activeId.indexOf(':')))
  return (
    <div className="panel receive">
      <div className="qr-frame" data-testid="receive-qr" data-address={address}>
        <QrCode value={address} />
      </div>
      <div className="account-address-row">
        <p className="receive-address" data-testid="receive-address">
          {address}
        </p>
        <CopyAddressButton address={address} />
      </div>
      <p className="label">{t('receive.networks')}</p>
      <ul className="network-tags" aria-label={t('receive.networks')}>
        {family.map((n) => (
          <li key={n.caipNetworkId} className="tag">
            {n.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
