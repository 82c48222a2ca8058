import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shake } from '../shared-state/modal-state.js'
import { frameStore } from '../testing/frame-store.js'
import { showToast, TOAST_VISIBLE_MS } from './toast-slice.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('shake (500 ms)', () => {
  it('is on for 500 ms, then off', async () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(shake())
    expect(store.getState().modal.shake).toBe(true)
    await vi.advanceTimersByTimeAsync(499)
    expect(store.getState().modal.shake).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(store.getState().modal.shake).toBe(false)
  })

  it('a second shake restarts the 500 ms', async () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(shake())
    await vi.advanceTimersByTimeAsync(400)
    store.dispatch(shake())
    await vi.advanceTimersByTimeAsync(400)
    expect(store.getState().modal.shake).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(store.getState().modal.shake).toBe(false)
  })
})

describe('toasts (swap after 150 ms)', () => {
  it('shows at once when none is open', () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(showToast({ variant: 'error', message: 'Nope' }))
    expect(store.getState().toast).toEqual({ open: true, variant: 'error', message: 'Nope' })
  })

  it('closes an open toast first and shows the new one 150 ms later', async () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(showToast({ variant: 'loading', message: 'Working' }))
    store.dispatch(showToast({ variant: 'success', message: 'Done' }))
    expect(store.getState().toast.open).toBe(false)
    await vi.advanceTimersByTimeAsync(149)
    expect(store.getState().toast.open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(store.getState().toast).toEqual({ open: true, variant: 'success', message: 'Done' })
  })

  it('only the newest of quick successive toasts appears', async () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(showToast({ variant: 'loading', message: 'One' }))
    store.dispatch(showToast({ variant: 'error', message: 'Two' }))
    await vi.advanceTimersByTimeAsync(50)
    store.dispatch(showToast({ variant: 'error', message: 'Three' }))
    await vi.advanceTimersByTimeAsync(150)
    expect(store.getState().toast).toEqual({ open: true, variant: 'error', message: 'Three' })
  })

  it('success and error toasts hide on their own; loading stays', async () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(showToast({ variant: 'error', message: 'Nope' }))
    await vi.advanceTimersByTimeAsync(TOAST_VISIBLE_MS)
    expect(store.getState().toast.open).toBe(false)
    store.dispatch(showToast({ variant: 'loading', message: 'Working' }))
    await vi.advanceTimersByTimeAsync(TOAST_VISIBLE_MS * 4)
    expect(store.getState().toast).toMatchObject({ open: true, message: 'Working' })
  })
})
