import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { AlertBanners } from './AlertBanners.js'
import { ModalHeader } from './ModalHeader.js'
import { PoweredBy } from './PoweredBy.js'
import { ToastHost } from './ToastHost.js'
import { useDialogFocus } from './use-dialog-focus.js'

export declare namespace Modal {
  type Props = {
    /** Exposed as data-view for tests and styling. */
    view: string
    title: string
    shake?: boolean
    onBack?: () => void
    onClose?: () => void
    children: ReactNode
  }
}

/** The dimmed backdrop over the whole iframe and the dialog card on it. */
export function Modal({ view, title, shake = false, onBack, onClose, children }: Modal.Props) {
  const card = useRef<HTMLElement>(null)
  const pressedBackdrop = useRef(false)
  const titleId = useId()
  const bodyClip = useRef<HTMLDivElement>(null)
  useDialogFocus(card, { view, onEscape: onClose })
  useCardMotion(bodyClip, onClose)

  return (
    <div
      className="backdrop"
      // Closes on a click that both began and ended on the dimmed area, never a drag out of the card.
      onPointerDown={(event) => (pressedBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => pressedBackdrop.current && event.target === event.currentTarget && onClose?.()}
    >
      <section
        ref={card}
        className={shake ? 'card shake' : 'card'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="porthole-modal"
        data-view={view}
      >
        <ModalHeader titleId={titleId} title={title} onBack={onBack} onClose={onClose} />
        {/* Under the header, not over it: the toast floats over the header row. */}
        <AlertBanners />
        <div ref={bodyClip} className="body-clip">
          <div className="body">{children}</div>
        </div>
        <PoweredBy />
        <ToastHost />
      </section>
    </div>
  )
}

/** The body's height follows its content with a transition, and the phone's sheet drags down to close; the code loads after the first paint. */
function useCardMotion(bodyClip: RefObject<HTMLElement | null>, onClose?: () => void) {
  // The latest onClose, without setting the motion up again on every render.
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    void import('./card-motion.js').then(({ cardMotion }) => {
      if (!gone && bodyClip.current) stop = cardMotion(bodyClip.current, () => close.current?.())
    })
    return () => {
      gone = true
      stop?.()
    }
  }, [bodyClip])
}
