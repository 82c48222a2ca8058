import { closeModal, disconnect, selectActiveChain, selectActiveNetworkId, selectNetworks, switchNetwork, type Network } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useState } from 'react'
import { NetworkList } from '../../components/account/NetworkList.js'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'

/**
 * UnsupportedChain: the connected wallet sits on a network this
 * project does not offer ('Unknown Network'). The visitor switches the
 * wallet to one of the project's networks of that family, or disconnects.
 */
export function UnsupportedChainView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const activeId = useFrameSelector(selectActiveNetworkId)
  const family = useFrameSelector(selectActiveChain)
  const networks = useFrameSelector(selectNetworks).filter((n) => n.namespace === family)
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState('')

  async function choose({ caipNetworkId }: Network) {
    setPending(caipNetworkId)
    setError('')
    try {
      await dispatch(switchNetwork(caipNetworkId))
      dispatch(closeModal())
    } catch (e) {
      setError(e instanceof Error ? e.message : Messages.anErrorOccurred)
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="networks" data-testid="unsupported-chain">
      <p className="notice">{t('unsupportedChain.notice')}</p>
      <NetworkList networks={networks} activeId={activeId} pending={pending} onChoose={(network) => void choose(network)} />
      <p className="field-message error" aria-live="polite">
        {tx(error)}
      </p>
      <button type="button" className="button wide" data-testid="unsupported-chain-disconnect" onClick={() => void dispatch(disconnect({ namespace: family }))}>
        {t('common.disconnect')}
      </button>
    </div>
  )
}
