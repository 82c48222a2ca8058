import { chooseNetwork, goBack, selectActiveNetworkId, selectNetworks, type Network } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useState } from 'react'
import { NetworkList } from '../../components/account/NetworkList.js'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useText } from '../../i18n/use-t.js'

/**
 * SwitchNetwork: the frame's networks (the project's list, or the
 * defaults), the active one marked. EVM networks switch through the
 * connected wallet (which may add the chain first); a Solana network is
 * simply the one requests go to. A network of a family with no account yet
 * opens SwitchActiveChain. Bitcoin, Polkadot and Cosmos are listed but not
 * available yet.
 */
export function SwitchNetworkView() {
  const tx = useText()
  const dispatch = useFrameDispatch()
  const networks = useFrameSelector(selectNetworks)
  const activeId = useFrameSelector(selectActiveNetworkId)
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState('')

  async function choose({ caipNetworkId }: Network) {
    setPending(caipNetworkId)
    setError('')
    try {
      // The rules (choose-network.ts): a family with no account yet goes on to SwitchActiveChain.
      if ((await dispatch(chooseNetwork(caipNetworkId))) !== 'SwitchActiveChain') dispatch(goBack())
    } catch (e) {
      setError(e instanceof Error ? e.message : Messages.anErrorOccurred)
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="networks">
      <NetworkList networks={networks} activeId={activeId} pending={pending} onChoose={(network) => void choose(network)} />
      <p className="field-message error" aria-live="polite">
        {tx(error)}
      </p>
    </div>
  )
}
