import { useId, useRef, useState, type KeyboardEvent } from 'react'

const TABS = ['Tokens', 'NFTs', 'Activity'] as const
type Tab = (typeof TABS)[number]

/** What each tab will hold; a later version fills them, and until then they say so. */
const LATER: Record<Tab, string> = {
  Tokens: 'Token balances are not available yet.',
  NFTs: 'NFTs are not available yet.',
  Activity: 'Activity is not available yet.',
}

/** Spec §2 Account tabs, as an ARIA tab list: arrow keys move between them. */
export function AccountTabs() {
  const [selected, setSelected] = useState<Tab>('Tokens')
  const buttons = useRef(new Map<Tab, HTMLButtonElement>())
  const id = useId()

  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = TABS[(TABS.indexOf(selected) + step + TABS.length) % TABS.length]!
    setSelected(next)
    buttons.current.get(next)?.focus()
  }

  return (
    <div className="tabs">
      <div className="tab-list" role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => void (el ? buttons.current.set(tab, el) : buttons.current.delete(tab))}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            className="tab"
            aria-selected={tab === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {tab}
          </button>
        ))}
      </div>
      <div className="tab-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        <p className="notice">{LATER[selected]}</p>
      </div>
    </div>
  )
}
