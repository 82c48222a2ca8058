import { fetchBalance } from '@porthole/frame-host'
import { useState } from 'react'
import { useFrameDispatch } from '../store-hooks.js'

/** Said in place of a 0 balance when the active network's RPC gave no answer; Try again reads the balance once more. */
export function NetworkUnreachable({ networkName }: { networkName: string }) {
  const dispatch = useFrameDispatch()
  const [trying, setTrying] = useState(false)

  async function tryAgain() {
    setTrying(true)
    await dispatch(fetchBalance(Date.now(), { retry: true }))
    setTrying(false)
  }

  return (
    <div className="network-unreachable" role="status" data-testid="network-unreachable">
      <p className="notice error">{`${networkName} can't be reached right now`}</p>
      <button type="button" className="button network-button" disabled={trying} onClick={() => void tryAgain()}>
        {trying ? 'Trying…' : 'Try again'}
      </button>
    </div>
  )
}
