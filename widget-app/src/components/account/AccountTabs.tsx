import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'
import { useT } from '../../i18n/use-t.js'

const ALL_TABS = ['Tokens', 'NFTs', 'Activity'] as const
type Tab = (typeof ALL_TABS)[number]

const PANELS: Record<Tab, ComponentType> = { Tokens: TokensTab, NFTs: NftsTab, Activity: ActivityTab }

/** Account tabs, as an ARIA tab list: arrow keys move between them. Activity is EVM only. */
export function AccountTabs({ activity = true }: { activity?: boolean }) {
  const t = useT()
  const TABS: readonly Tab[] = activity ? ALL_TABS : ALL_TABS.filter((tab) => tab !== 'Activity')
  const [chosen, setSelected] = useState<Tab>('Tokens')
  const selected = TABS.includes(chosen) ? chosen : 'Tokens'
  const buttons = useRef(new Map<Tab, HTMLButtonElement>())
  const id = useId()
  const Panel = PANELS[selected]

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
      <div className="tab-list" role="tablist" aria-label={t('view.Account')} onKeyDown={onKeyDown}>
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
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div className="tab-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        <Panel />
      </div>
    </div>
  )
}
