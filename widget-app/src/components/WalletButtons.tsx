import { showToast } from '@porthole/frame-host'
import { useFrameDispatch } from '../store-hooks.js'

const WALLETS = ['Browser wallet', 'WalletConnect', 'All wallets'] as const

/** The external-wallet ways in. None is connected up yet, and each says so. */
export function WalletButtons() {
  const dispatch = useFrameDispatch()
  return (
    <ul className="section wallets" aria-label="Wallets">
      {WALLETS.map((name) => (
        <li key={name}>
          <button
            type="button"
            className="button wide"
            onClick={() => dispatch(showToast({ variant: 'error', message: `${name} is not available yet` }))}
          >
            {name}
          </button>
        </li>
      ))}
    </ul>
  )
}
