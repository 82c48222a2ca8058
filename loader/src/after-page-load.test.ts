import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPorthole } from './porthole.js'
import type { ScriptOptions } from './script-options.js'

const OPTIONS: ScriptOptions = { origin: 'https://porthole.test', projectId: 'demo', theme: 'light', reconnect: true, injectWindowEthereum: false, dapp: {} }

let page: EventTarget
let idle: (() => void)[]
let frames: (() => void)[]
let appended: number
/** Runs the animation frames asked for so far (each may ask for the next). */
const nextFrame = () => frames.splice(0).forEach((fn) => fn())
beforeEach(() => {
  idle = []
  frames = []
  appended = 0
  const requestIdleCallback = (fn: () => void) => idle.push(fn)
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn))
  page = Object.assign(new EventTarget(), { requestIdleCallback, location: { href: 'https://dapp.test/' }, history: { state: null, replaceState() {} } })
  vi.stubGlobal('window', page)
  vi.stubGlobal('requestIdleCallback', requestIdleCallback)
  const iframe = { style: {}, setAttribute() {}, addEventListener() {} }
  vi.stubGlobal('document', { readyState: 'interactive', createElement: () => iframe, body: { append: () => appended++ } })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A chunk that never arrives: the test only asks whether it was requested. */
const neverArrives = () => vi.fn(() => new Promise<never>(() => {}))

describe('when the page channel is fetched', () => {
  it('not before the page fired load, painted a frame and then went idle', () => {
    const load = neverArrives()
    createPorthole(OPTIONS, load)
    expect(load).not.toHaveBeenCalled()
    expect(idle).toHaveLength(0)
    page.dispatchEvent(new Event('load'))
    // The first frame after load may not be painted yet when its animation frame runs.
    nextFrame()
    expect(idle).toHaveLength(0)
    nextFrame()
    expect(load).not.toHaveBeenCalled()
    expect(appended).toBe(0)
    idle.forEach((fn) => fn())
    expect(load).toHaveBeenCalledOnce()
    expect(appended).toBe(1)
  })

  it('at once when the dapp calls the provider before that, and only once', () => {
    const load = neverArrives()
    const { provider } = createPorthole(OPTIONS, load)
    void provider.request({ method: 'eth_chainId' })
    expect(load).toHaveBeenCalledOnce()
    page.dispatchEvent(new Event('load'))
    nextFrame()
    nextFrame()
    idle.forEach((fn) => fn())
    expect(load).toHaveBeenCalledOnce()
    expect(appended).toBe(1)
  })

  it('at once when the dapp calls the page API before that', () => {
    const load = neverArrives()
    void createPorthole(OPTIONS, load).open()
    expect(load).toHaveBeenCalledOnce()
  })

  it('after a painted frame and idle when the page had loaded already', () => {
    vi.stubGlobal('document', { readyState: 'complete', createElement: () => ({ style: {}, setAttribute() {}, addEventListener() {} }), body: { append() {} } })
    const load = neverArrives()
    createPorthole(OPTIONS, load)
    nextFrame()
    nextFrame()
    expect(load).not.toHaveBeenCalled()
    idle.forEach((fn) => fn())
    expect(load).toHaveBeenCalledOnce()
  })

  it('after idle alone in a hidden page, which paints no frame', () => {
    vi.stubGlobal('document', {
      hidden: true,
      readyState: 'complete',
      createElement: () => ({ style: {}, setAttribute() {}, addEventListener() {} }),
      body: { append() {} },
    })
    const load = neverArrives()
    createPorthole(OPTIONS, load)
    expect(frames).toHaveLength(0)
    idle.forEach((fn) => fn())
    expect(load).toHaveBeenCalledOnce()
  })
})
