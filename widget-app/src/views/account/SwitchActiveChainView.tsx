import { pushView, selectModal, selectNetworks, setActiveNetwork } from '@porthole/frame-host'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT } from '../../i18n/use-t.js'

const FAMILY_NAMES: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot', cosmos: 'Cosmos' }

/**
 * SwitchActiveChain: the visitor picked a network of a family with no
 * account yet (switchToChain); continuing makes that family the modal's and
 * navigates to Connect, which offers what connects an account of it.
 */
export function SwitchActiveChainView() {
  const t = useT()
  const dispatch = useFrameDispatch()
  const { switchToChain } = useFrameSelector(selectModal)
  const network = useFrameSelector(selectNetworks).find((n) => n.caipNetworkId === switchToChain)
  if (!network) {
    return (
      <div className="panel">
        <p className="notice">{t('switchChain.noNetwork')}</p>
      </div>
    )
  }
  const family = FAMILY_NAMES[network.namespace] ?? network.namespace
  function connect() {
    dispatch(setActiveNetwork(network!.caipNetworkId))
    dispatch(pushView('Connect'))
  }
  return (
    <div className="panel" data-testid="switch-active-chain">
      <p className="panel-title">{t('switchChain.title', { network: network.name })}</p>
      <p className="notice">{t('switchChain.needsAccount', { network: network.name, family })}</p>
      <button type="button" className="button primary wide" data-testid="switch-active-chain-connect" onClick={connect}>
        {t('switchChain.connectFamily', { family })}
      </button>
    </div>
  )
}
