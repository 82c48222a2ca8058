import { fetchBalance } from '@porthole/frame-host'
import { useState } from 'react'
import { useFrameDispatch } from '../../store-hooks.js'
import { useT } from '../../i18n/use-t.js'

/** Said in place of a 0 balance when the active network's RPC gave no answer; Try again reads the balance once more. */
export function NetworkUnreachable({ networkName }: { networkName: string }) {
  const t = useT()
  const dispatch = useFrameDispatch()
  const [trying, setTrying] = useState(false)

  async function tryAgain() {
    setTrying(true)
    await dispatch(fetchBalance(Date.now(), { retry: true }))
    setTrying(false)
  }

  return (
    <div className="network-unreachable" role="status" data-testid="network-unreachable">
      <p className="notice error">{t('network.unreachable', { network: networkName })}</p>
      <button type="button" className="button network-button" disabled={trying} onClick={() => void tryAgain()}>
        {trying ? t('network.trying') : t('common.tryAgain')}
      </button>
    </div>
  )
}
