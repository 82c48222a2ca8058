import { describe, expect, it } from 'vitest'
import { readPopupMessage } from './popup-messages.js'

const ORIGIN = 'https://frame.example'
const popup = new MessageChannel().port1
const answer = { type: 'porthole-approval-answer', id: 'a', approved: true }
const event = (data: unknown, origin = ORIGIN, source: MessageEventSource | null = popup) => ({ data, origin, source })

describe('the approval popup’s messages', () => {
  it('are read only from the expected window on the frame’s own origin', () => {
    expect(readPopupMessage(event(answer), popup, ORIGIN)).toEqual(answer)
    expect(readPopupMessage(event(answer, 'https://page.example'), popup, ORIGIN)).toBeUndefined()
    expect(readPopupMessage(event(answer, ORIGIN, new MessageChannel().port1), popup, ORIGIN)).toBeUndefined()
    expect(readPopupMessage(event(answer, ORIGIN, null), null, ORIGIN)).toBeUndefined()
  })

  it('drop unknown or malformed shapes', () => {
    expect(readPopupMessage(event({ ...answer, approved: 'yes' }), popup, ORIGIN)).toBeUndefined()
    expect(readPopupMessage(event({ type: 'porthole-approval-ready' }), popup, ORIGIN)).toBeUndefined()
    expect(readPopupMessage(event('porthole-approval-answer'), popup, ORIGIN)).toBeUndefined()
    expect(readPopupMessage(event({ type: 'porthole-approval-ready', id: 'a', extra: 1 }), popup, ORIGIN)).toEqual({ type: 'porthole-approval-ready', id: 'a' })
  })
})
