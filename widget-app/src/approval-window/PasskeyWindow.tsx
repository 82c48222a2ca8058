import { postPasskeyMessage, readPasskeyMessage, type PasskeyCreation } from '@porthole/frame-host/approval-window'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useT } from '../i18n/use-t.js'
import { useWindowLifecycle } from './use-window-lifecycle.js'

/** How long a window that answered with a passkey waits for the frame to close it before it closes itself. */
const UNCLAIMED_CLOSE_MS = 5_000
/** How often the window says it is ready while no request has reached it. */
const READY_REPEAT_MS = 250

/**
 * A passkey made in a window of the worker's origin, never in the frame the
 * page embeds: the frame sends the worker's challenge, the visitor presses
 * Create (the browser's passkey prompt needs their gesture here), and the
 * window answers with the new credential. Cancel, Escape and closing the
 * window answer nothing; the frame going away closes it.
 */
export function PasskeyWindow({ id, project }: { id: string; project: string }) {
  const t = useT()
  const opener = window.opener as Window | null
  const [creation, setCreation] = useState<PasskeyCreation>()
  const [status, setStatus] = useState<'idle' | 'creating' | 'failed'>('idle')
  const answered = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  const cancel = () => {
    if (answered.current || !opener) return
    answered.current = true
    postPasskeyMessage(opener, { type: 'porthole-passkey-answer', id })
    window.close()
  }

  const received = creation !== undefined
  useEffect(() => {
    if (!opener || received) return
    const listener = (event: MessageEvent) => {
      const message = readPasskeyMessage(event, opener, location.origin)
      if (message?.type === 'porthole-passkey-request' && message.creation.id === id) setCreation((shown) => shown ?? message.creation)
    }
    addEventListener('message', listener)
    // The frame opens this window in the click and loads the flow's code after it, so it may start
    // listening after this window is up: the window says it is ready until the request comes.
    const announce = () => postPasskeyMessage(opener, { type: 'porthole-passkey-ready', id })
    announce()
    const again = setInterval(announce, READY_REPEAT_MS)
    return () => {
      removeEventListener('message', listener)
      clearInterval(again)
    }
  }, [opener, id, received])

  useWindowLifecycle(opener, cancel)

  useEffect(() => heading.current?.focus(), [creation])

  const create = async (event: MouseEvent) => {
    if (!event.nativeEvent.isTrusted || !creation || !opener || answered.current) return
    setStatus('creating')
    try {
      const { createPasskey } = await import('@porthole/frame-host/passkey-window')
      const credential = await createPasskey(creation, project || location.hostname)
      answered.current = true
      postPasskeyMessage(opener, { type: 'porthole-passkey-answer', id, credential })
      // The frame closes the window when the answer reaches it; this only covers a frame gone meanwhile.
      setTimeout(() => window.close(), UNCLAIMED_CLOSE_MS)
    } catch {
      // The visitor dismissed the browser's prompt, or the authenticator refused: they may try again or cancel.
      setStatus('failed')
    }
  }

  if (!opener || !creation) return <p className="notice">{opener ? t('approve.loadingRequest') : t('approve.nothingWaitingHere')}</p>
  // Securing hands an existing account's smart account to the passkey, adding makes a further owner of it: the window says which, not "create an account".
  const text = {
    create: { title: 'passkey.createTitle', explain: 'passkey.explain' },
    secure: { title: 'secure.button', explain: 'secure.explain' },
    add: { title: 'addPasskey.button', explain: 'addPasskey.windowExplain' },
    recover: { title: 'recovery.start', explain: 'recovery.windowExplain' },
  } as const
  const { title, explain } = text[creation.purpose ?? 'create']
  return (
    <main className="card approve-window" role="dialog" aria-modal="true" aria-labelledby="passkey-title" aria-describedby="passkey-explain">
      <div className="panel approve" data-testid="passkey-window">
        <h1 id="passkey-title" className="panel-title" tabIndex={-1} ref={heading}>
          {t(title)}
        </h1>
        <p className="notice" data-testid="approval-origin">
          {t('approve.requestedBy', { origin: creation.pageOrigin ?? t('approve.unknownSite') })}
        </p>
        <p className="notice" data-testid="approval-project">
          {t('approve.through', { project })}
        </p>
        <p id="passkey-explain" className="notice">
          {t(explain)}
        </p>
        <p className={status === 'failed' ? 'notice error' : 'notice'} role="status">
          {status === 'creating' ? t('passkey.creating') : status === 'failed' ? t('passkey.failed') : ''}
        </p>
        <div className="approve-actions">
          <button type="button" className="button" onClick={(event) => event.nativeEvent.isTrusted && cancel()}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            data-testid="passkey-window-create"
            disabled={status === 'creating'}
            onClick={(event) => void create(event)}
          >
            {t('passkey.create')}
          </button>
        </div>
      </div>
    </main>
  )
}
