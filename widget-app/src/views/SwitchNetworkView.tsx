import { chooseNetwork, goBack, selectActiveNetworkId, selectNetworks } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useState } from 'react'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/**
 * Spec §2 SwitchNetwork: the frame's networks, the active one marked. EVM
 * networks switch through the connected wallet (which may add the chain
 * first); a Solana network is simply the one requests go to. A network of a
 * family with no account yet opens SwitchActiveChain. Bitcoin, Polkadot and
 * Cosmos are listed but not available yet.
 */
export function SwitchNetworkView() {
  const dispatch = useFrameDispatch()
  const networks = useFrameSelector(selectNetworks)
  const activeId = useFrameSelector(selectActiveNetworkId)
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState('')

  async function choose(caipNetworkId: string) {
    setPending(caipNetworkId)
    setError('')
    try {
      // Spec §2's rules (choose-network.ts): a family with no account yet goes on to SwitchActiveChain.
      if ((await dispatch(chooseNetwork(caipNetworkId))) !== 'SwitchActiveChain') dispatch(goBack())
    } catch (e) {
      setError(e instanceof Error ? e.message : Messages.anErrorOccurred)
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="networks">
      <ul className="section network-list" aria-label="Networks">
        {networks.map((network) => {
          const current = network.caipNetworkId === activeId
          const available = network.namespace === 'eip155' || network.namespace === 'solana'
          const tag = current ? 'Current' : !available ? 'Not available yet' : pending === network.caipNetworkId ? 'Continue in wallet' : ''
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="button wide network"
                data-testid={`network-${network.caipNetworkId}`}
                aria-current={current || undefined}
                disabled={!available || pending !== undefined}
                onClick={() => void choose(network.caipNetworkId)}
              >
                <span className="network-name">{network.name}</span>
                {tag && <span className="tag">{tag}</span>}
              </button>
            </li>
          )
        })}
      </ul>
      <p className="field-message error" aria-live="polite">
        {error}
      </p>
    </div>
  )
}
