import { listSessions, revokeSession, selectAccountType, selectActiveNetworkId, selectAddress, truncateAddress } from '@porthole/frame-host'
import type { SmartSession } from '@porthole/protocol'
import { useCallback, useEffect, useState } from 'react'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'
import { useFormat } from '../../i18n/format.js'

/** The grant's permissions in one line: the contracts and tokens it names. */
const summary = (session: SmartSession) =>
  session.permissions.map((p) => (p.data?.address ? `${p.type} ${truncateAddress(p.data.address)}` : p.type)).join(', ')

/**
 * The smart account's active sessions on this site (ERC-7715 grants the
 * worker recorded), each with Revoke: the Safe revokes the key on chain,
 * then the record ends. Shown only for a smart account, which alone has them.
 */
export function ActiveSessions() {
  const tx = useText()
  const t = useT()
  const { dateTime } = useFormat()
  const dispatch = useFrameDispatch()
  const address = useFrameSelector(selectAddress)
  const networkId = useFrameSelector(selectActiveNetworkId)
  const smart = useFrameSelector(selectAccountType) === 'smartAccount'
  const [sessions, setSessions] = useState<SmartSession[] | undefined>()
  const [busy, setBusy] = useState<string | undefined>()
  const [error, setError] = useState<string | undefined>()

  const load = useCallback(() => {
    dispatch(listSessions()).then(setSessions, (e: Error) => setError(e.message))
  }, [dispatch])
  useEffect(() => {
    if (smart && address) load()
  }, [smart, address, networkId, load])

  if (!smart || !sessions || sessions.length === 0) return null
  const revoke = (pci: string) => {
    setBusy(pci)
    setError(undefined)
    dispatch(revokeSession(pci)).then(
      () => {
        setBusy(undefined)
        load()
      },
      (e: Error) => {
        setBusy(undefined)
        setError(e.message)
      },
    )
  }
  return (
    <section className="section active-sessions" aria-label={t('sessions.title')} data-testid="active-sessions">
      <p className="label">{t('sessions.title')}</p>
      <ul>
        {sessions.map((session) => (
          <li key={session.pci} data-testid="active-session" data-pci={session.pci}>
            <p>{t('sessions.keyUntil', { key: truncateAddress(session.sessionKey), until: dateTime(session.expiry * 1000) })}</p>
            <p className="notice">{summary(session)}</p>
            <button type="button" className="button" data-testid="revoke-session" disabled={busy !== undefined} onClick={() => revoke(session.pci)}>
              {busy === session.pci ? t('sessions.revoking') : t('sessions.revoke')}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="error" role="alert" data-testid="active-sessions-error">
          {tx(error)}
        </p>
      ) : null}
    </section>
  )
}
