import { useEffect, type RefObject } from 'react'
import { FOCUSABLE, wrapFocus } from './focus-order.js'

export declare namespace useDialogFocus {
  type Options = {
    /** Changes when the card shows other content: focus lost with the old content comes back. */
    view: string
    onEscape?: () => void
  }
}

/**
 * Keeps keyboard focus inside the card: moves it there when the page focuses
 * the iframe (which it does once the modal is shown) and on a view change,
 * cycles Tab and Shift-Tab, and closes on Escape.
 */
export function useDialogFocus(card: RefObject<HTMLElement | null>, { view, onEscape }: useDialogFocus.Options): void {
  useEffect(() => {
    const enter = () => {
      const el = card.current
      // Focusing while the page still hides the frame would take focus away from the page
      // before it notes where to return it on close.
      if (!el || !document.hasFocus() || el.contains(document.activeElement)) return
      el.focus({ preventScroll: true })
    }
    enter()
    addEventListener('focus', enter)
    return () => removeEventListener('focus', enter)
  }, [card, view])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const el = card.current
      if (!el) return
      if (event.key === 'Escape' && onEscape) {
        event.preventDefault()
        onEscape()
      } else if (event.key === 'Tab') {
        const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)]
        const active = document.activeElement instanceof HTMLElement ? document.activeElement : null
        const target = items.length === 0 ? el : wrapFocus(items, active, event.shiftKey)
        if (!target) return
        event.preventDefault()
        target.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [card, onEscape])
}
