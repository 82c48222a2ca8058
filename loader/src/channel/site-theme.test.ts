import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFrame } from '../testing/fake-frame.js'
import { fakeHead, PAGE_LOCATION } from '../testing/fake-head.js'
import { fakePage } from '../testing/fake-wallets.js'
import { attachFrame } from './frame-controller.js'

let frame: ReturnType<typeof fakeFrame>
let errors: string[]

beforeEach(() => {
  vi.stubGlobal('window', fakePage())
  vi.stubGlobal('addEventListener', () => {})
  vi.stubGlobal('HTMLElement', class {})
  vi.stubGlobal('document', fakeHead({ title: 'Demo shop' }))
  vi.stubGlobal('location', PAGE_LOCATION)
  errors = []
  vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text))
})
afterEach(() => {
  frame?.close()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The page end over a fake frame, with the snippet's theme attributes as written. */
function attach(theme?: string, themeVariables?: string) {
  frame = fakeFrame()
  return attachFrame({
    iframe: frame.iframe as unknown as HTMLIFrameElement,
    loaded: true,
    createdAt: Date.now(),
    origin: 'https://porthole.test',
    projectId: 'demo',
    dapp: {},
    theme,
    themeVariables,
    emit: () => {},
    provider: {},
    emitProvider: () => {},
    solanaWallet: {},
    emitSolana: () => {},
  })
}

describe("the site's theme on the page", () => {
  it("goes to the frame with the handshake, from the snippet's attributes, and again after a reload", async () => {
    const controller = attach('system', '{"--w3m-accent":"#e4572e","zIndex":50}')
    await controller.ready
    const sent = { themeMode: 'system', themeVariables: { accent: '#e4572e', zIndex: 50 } }
    await vi.waitFor(() => expect(frame.latest().themes).toEqual([sent]))
    expect(frame.iframe.style.cssText).toContain('z-index:50;')
    frame.reload()
    await vi.waitFor(() => expect(frame.connections).toHaveLength(2))
    await vi.waitFor(() => expect(frame.latest().themes).toEqual([sent]))
    expect(errors).toEqual([])
  })

  it('starts with the defaults where an attribute fails its check, and says why on the console', async () => {
    const controller = attach('blue', '{"accent":"red;}"}')
    await controller.ready
    await vi.waitFor(() => expect(frame.latest().themes).toEqual([{ themeMode: 'light', themeVariables: {} }]))
    expect(errors).toEqual([
      "[porthole] data-theme ignored: themeMode must be 'light', 'dark' or 'system'",
      "[porthole] data-theme-variables ignored: themeVariables.accent must be a colour like '#e4572e' or 'rgb(228 87 46)' (hex, rgb(), rgba(), hsl() or hsla() with plain numbers)",
    ])
    attach(undefined, '{accent: red}')
    expect(errors[2]).toMatch(/^\[porthole\] data-theme-variables ignored: it is not JSON/)
  })

  it('setTheme merges into the current theme and sends all of it; the z-index lands on the iframe', async () => {
    const controller = attach('dark', '{"accent":"#3451d1","fontFamily":"Inter"}')
    await controller.ready
    await controller.setTheme({ themeVariables: { accent: '#e4572e', zIndex: 7 } })
    expect(frame.latest().themes.at(-1)).toEqual({ themeMode: 'dark', themeVariables: { accent: '#e4572e', fontFamily: 'Inter', zIndex: 7 } })
    expect(frame.iframe.style.cssText).toContain('z-index:7;')
    await controller.setTheme({ themeMode: 'light', themeVariables: { zIndex: undefined } })
    expect(frame.latest().themes.at(-1)).toMatchObject({ themeMode: 'light', themeVariables: { accent: '#e4572e', fontFamily: 'Inter' } })
    expect(frame.iframe.style.cssText).toContain('z-index:2147483647;')
  })

  it('an invalid value rejects with a TypeError naming it, and changes nothing', async () => {
    const controller = attach(undefined, '{"accent":"#3451d1","zIndex":3}')
    await controller.ready
    await vi.waitFor(() => expect(frame.latest().themes).toHaveLength(1))
    for (const bad of [{ themeVariables: { accent: '#e4572e', zIndex: 'url(x)' } }, { themeMode: 'dim' }, { themeVariables: { colour: 'red' } }]) {
      await expect(controller.setTheme(bad as never)).rejects.toThrow(TypeError)
    }
    await expect(controller.setTheme({ themeVariables: { accent: 'expression(alert(1))' } })).rejects.toThrow(
      "themeVariables.accent must be a colour like '#e4572e' or 'rgb(228 87 46)'",
    )
    expect(frame.latest().themes).toHaveLength(1)
    expect(frame.iframe.style.cssText).toContain('z-index:3;')
    frame.reload()
    await vi.waitFor(() => expect(frame.latest().themes).toEqual([{ themeMode: 'light', themeVariables: { accent: '#3451d1', zIndex: 3 } }]))
  })
})
