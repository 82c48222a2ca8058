import { describe, expect, it } from 'vitest'
import { createFirstPaintStore, firstPaintState } from './first-paint-store.js'
import { closeModal, pushView } from './shared-state/modal-state.js'
import { frameStore } from './testing/frame-store.js'
import type { FrameThunk } from './store/types.js'

describe('the first paint store', () => {
  it("renders the config's theme and features, the state the frame's store starts from", () => {
    const config: firstPaintState.Options = { theme: 'dark', features: [{ id: 'email', isEnabled: false, config: null }], basic: true }
    const paint = createFirstPaintStore(config)
    const started = frameStore({ ...config, theme: 'dark', reconnect: false }).getState()
    const rendered = paint.getState()
    expect(rendered.theme.mode).toBe('dark')
    expect(rendered.features).toEqual({ list: config.features, basic: true, legalAccepted: false })
    for (const key of Object.keys(firstPaintState(config)) as (keyof typeof rendered)[]) expect(rendered[key], key).toEqual(started[key])
  })

  it("holds what the views dispatch until the frame's store starts, then dispatches it there in order and hands back its result", async () => {
    const paint = createFirstPaintStore({ theme: 'light' })
    const ran: string[] = []
    const thunk: FrameThunk<string> = (_dispatch, getState) => {
      ran.push(`thunk saw ${getState().modal.view}`)
      return 'done'
    }
    const result = paint.dispatch(thunk) as unknown as Promise<string>
    paint.dispatch(pushView('AllWallets'))
    expect(ran).toEqual([])
    expect(paint.getState().modal.view).toBe('Connect')

    const store = frameStore({ theme: 'light', reconnect: false })
    paint.handOver(store)
    expect(await result).toBe('done')
    expect(ran).toEqual(['thunk saw Connect'])
    expect(paint.getState().modal.view).toBe('AllWallets')
  })

  it("is the frame's store to its subscribers once handed over: they hear its changes and read its state", () => {
    const paint = createFirstPaintStore({ theme: 'light' })
    let heard = 0
    paint.subscribe(() => (heard += 1))
    const store = frameStore({ theme: 'light', reconnect: false })
    paint.handOver(store)
    expect(heard).toBe(1)
    store.dispatch(pushView('AllWallets'))
    expect(heard).toBe(2)
    expect(paint.getState()).toBe(store.getState())
    paint.dispatch(closeModal())
    expect(store.getState().modal.history).toEqual([])
    expect(heard).toBe(3)
  })
})
