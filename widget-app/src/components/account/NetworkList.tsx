import type { Network } from '@porthole/frame-host'
import { isFullySupported } from '@porthole/protocol'
import { useT } from '../../i18n/use-t.js'

export type NetworkListProps = {
  networks: readonly Network[]
  activeId: string | undefined
  /** The network whose switch waits for the wallet. */
  pending: string | undefined
  onChoose(network: Network): void
}

/** The frame's networks as buttons, each with its icon; families without an adapter yet are listed but disabled. */
export function NetworkList({ networks, activeId, pending, onChoose }: NetworkListProps) {
  const t = useT()
  return (
    <ul className="section network-list" aria-label={t('network.networks')}>
      {networks.map((network) => {
        const current = network.caipNetworkId === activeId
        const available = isFullySupported(network.namespace)
        const tag = current
          ? t('network.current')
          : !available
            ? t('network.notAvailable')
            : pending === network.caipNetworkId
              ? t('network.continueInWallet')
              : ''
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="button wide network"
              data-testid={`network-${network.caipNetworkId}`}
              aria-current={current || undefined}
              disabled={!available || pending !== undefined}
              onClick={() => onChoose(network)}
            >
              {network.iconUrl ? (
                <img className="network-icon" src={network.iconUrl} alt="" width={24} height={24} />
              ) : (
                <span className="network-icon" aria-hidden="true" />
              )}
              <span className="network-name">{network.name}</span>
              {tag && <span className="tag">{tag}</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
