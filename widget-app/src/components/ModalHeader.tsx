import { useT } from '../i18n/use-t.js'
export declare namespace ModalHeader {
  type Props = { titleId: string; title: string; onBack?: () => void; onClose?: () => void }
}

/** Back, title, Close. Back is always offered: with no history it closes (spec §2). */
export function ModalHeader({ titleId, title, onBack, onClose }: ModalHeader.Props) {
  const t = useT()
  return (
    <header className="header">
      {onBack ? (
        <button type="button" className="icon-button" aria-label={t('common.back')} onClick={onBack}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
      ) : (
        <span className="icon-spacer" />
      )}
      <h1 id={titleId} className="title">
        {title}
      </h1>
      {onClose ? (
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      ) : (
        <span className="icon-spacer" />
      )}
    </header>
  )
}
