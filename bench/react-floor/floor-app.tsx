/**
 * The React floor of the open benchmarks: a React 19 page whose Connect button shows a dialog with
 * a wallet list, no widget. What a click costs a page that draws its own dialog.
 */
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

/** A card like a wallet dialog's, so that it covers what the screen comparison looks at. */
const CARD = {
  position: 'fixed',
  top: 120,
  left: 'calc(50% - 180px)',
  width: 360,
  height: 420,
  background: '#1b1b1f',
  color: '#fff',
  borderRadius: 16,
} as const

const WALLETS = ['Email', 'Google', 'Passkey', 'Browser wallet', 'WalletConnect']

function App() {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <h1>React floor</h1>
      <button id="connect" type="button" onClick={() => setOpen(true)}>
        Connect
      </button>
      {open && (
        <div role="dialog" aria-label="Connect" data-testid="floor-dialog" style={CARD}>
          <ul>
            {WALLETS.map((name) => (
              <li key={name}>
                <button type="button">{name}</button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
