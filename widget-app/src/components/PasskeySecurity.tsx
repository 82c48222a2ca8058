import { EMBEDDED_ID, leftPasskeyLogin, selectEmbedded, selectPasskeyLogin, selectPasskeysOffered, truncateAddress } from '@porthole/frame-host'
import { useEffect } from 'react'
import { openPasskeyWindow } from '../approval/open-passkey-window.js'
import { PasskeyAdd } from './PasskeyAdd.js'
import { RecoveryStart } from './RecoveryStart.js'
import { useFrameConfig } from '../config-context.js'
import { useT, useText } from '../i18n/use-t.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/**
 * A passkey account's "Add a second passkey" (PasskeyAdd), or an email or social account's custody on Account. Before: "Secure with a passkey", where the
 * project offers passkeys and the account has a smart account, which hands the smart account to a
 * passkey made in the first-party window the click opens. After: who can sign for each address,
 * the passkey's smart account the visitor alone, the others the worker's operator (the frame's
 * host runs the worker that holds their keys).
 */
export function PasskeySecurity() {
  const t = useT()
  const tx = useText()
  const dispatch = useFrameDispatch()
  const { projectId } = useFrameConfig()
  const user = useFrameSelector(selectEmbedded).user
  const offered = useFrameSelector(selectPasskeysOffered)
  const smartAccount = useFrameSelector((state) => state.smartAccount.address)
  const solana = useFrameSelector(({ connection: { solana } }) =>
    solana.status === 'connected' && solana.connectorId === EMBEDDED_ID ? solana.accounts[0]?.address : undefined,
  )
  const login = useFrameSelector(selectPasskeyLogin)
  const securing = login?.kind === 'secure' ? login : null
  const running = securing?.status === 'running'
  // Leaving Account forgets a failed attempt: coming back shows the button as new.
  useEffect(() => () => void dispatch(leftPasskeyLogin()), [dispatch])

  if (user?.provider === 'passkey') return <PasskeyAdd />
  if (!user || !smartAccount) return null
  if (user.smartAccountSecured) {
    const operator = t('secure.heldBy', { operator: location.host })
    const rows = [
      { testId: 'custody-smart-account', address: smartAccount, who: t('secure.onlyYou') },
      { testId: 'custody-eoa', address: user.address, who: operator },
      ...(solana ? [{ testId: 'custody-solana', address: solana, who: operator }] : []),
    ]
    return (
      <>
        <ul className="section custody" aria-label={t('secure.custody')} data-testid="custody">
          {rows.map(({ testId, address, who }) => (
            <li key={testId} data-testid={testId}>
              <span title={address}>{truncateAddress(address)}</span>
              <span className="tag">{who}</span>
            </li>
          ))}
        </ul>
        <PasskeyAdd />
        <RecoveryStart />
      </>
    )
  }
  if (!offered) return null
  const secure = () => {
    // The window must open inside the click, or the browser blocks it; the flow's code arrives after.
    const opened = openPasskeyWindow(projectId)
    void dispatch(async (next) => next((await import('@porthole/frame-host/passkey-secure')).secureWithPasskey(opened)))
  }
  return (
    <div className="section passkey" aria-busy={running}>
      <p id="secure-explain" className="notice">
        {t('secure.explain')}
      </p>
      <button type="button" className="button wide" data-testid="secure-with-passkey" aria-describedby="secure-explain" disabled={running} onClick={secure}>
        {t('secure.button')}
      </button>
      <p className={securing?.status === 'error' ? 'notice error' : 'notice'} role="status" data-testid="secure-status">
        {running ? t('connect.passkeyRunning') : securing?.status === 'error' ? tx(securing.error?.message) : ''}
      </p>
    </div>
  )
}
