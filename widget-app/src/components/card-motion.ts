/**
 * The card's motion, loaded after the first paint (the first view needs none):
 * its body's height follows the content, and on a phone the sheet's handle
 * drags it down to close.
 */

/** The height a drag must pass for the sheet to close on release. */
const CLOSE_DRAG_PX = 80
/** The strip along the sheet's top edge that holds the handle (modal.css draws it). */
const HANDLE_STRIP_PX = 24
const SHEET = '(max-width: 430px)'

/**
 * Makes `outer` follow the height of `inner` through an explicit height, so the
 * CSS transition animates the change when one view replaces another (a height
 * of `auto` cannot be animated). Returns the teardown.
 */
function followHeight(outer: HTMLElement, inner: HTMLElement): () => void {
  const observer = new ResizeObserver(() => {
    // Rounded up, never down: a height a fraction of a pixel short would clip the body's last line.
    outer.style.height = `${Math.ceil(inner.getBoundingClientRect().height)}px`
  })
  observer.observe(inner)
  return () => {
    observer.disconnect()
    outer.style.removeProperty('height')
  }
}

/** On a phone, dragging the sheet by its handle moves it with the finger; far enough down, it closes. */
function dragToClose(card: HTMLElement, onClose: () => void): () => void {
  let start: number | undefined
  const move = (event: PointerEvent) => {
    if (start === undefined) return
    card.style.transform = `translateY(${Math.max(0, event.clientY - start)}px)`
  }
  const end = (event: PointerEvent) => {
    if (start === undefined) return
    const dragged = event.clientY - start
    start = undefined
    card.classList.remove('dragging')
    card.style.removeProperty('transform')
    if (dragged > CLOSE_DRAG_PX) onClose()
  }
  const down = (event: PointerEvent) => {
    if (!matchMedia(SHEET).matches || event.clientY - card.getBoundingClientRect().top > HANDLE_STRIP_PX) return
    start = event.clientY
    card.classList.add('dragging')
    card.setPointerCapture(event.pointerId)
  }
  card.addEventListener('pointerdown', down)
  card.addEventListener('pointermove', move)
  card.addEventListener('pointerup', end)
  card.addEventListener('pointercancel', end)
  return () => {
    card.removeEventListener('pointerdown', down)
    card.removeEventListener('pointermove', move)
    card.removeEventListener('pointerup', end)
    card.removeEventListener('pointercancel', end)
  }
}

/** Both motions for the card around `bodyClip` (the body's wrapper in Modal). Returns the teardown. */
export function cardMotion(bodyClip: HTMLElement, onClose: () => void): () => void {
  const stops = [followHeight(bodyClip, bodyClip.firstElementChild as HTMLElement), dragToClose(bodyClip.closest<HTMLElement>('.card')!, onClose)]
  return () => stops.forEach((stop) => stop())
}
