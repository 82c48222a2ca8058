import { describe, expect, it } from 'vitest'
import { applyPopupTheme, withFrameTheme } from './popup-theme.js'

/** A root element's dataset and inline style, as the CSSOM keeps them. */
function fakeRoot(theme?: string, properties: Record<string, string> = {}) {
  const values = new Map(Object.entries(properties))
  const style = {
    getPropertyValue: (name: string) => values.get(name) ?? '',
    setProperty: (name: string, value: string) => void values.set(name, value),
    removeProperty: (name: string) => void values.delete(name),
    [Symbol.iterator]: () => [...values.keys()][Symbol.iterator](),
  }
  return { root: { dataset: theme ? { theme } : {}, style } as unknown as HTMLElement, values }
}

describe("the approval window's theme", () => {
  it("is the frame's scheme and accent, carried in its address", () => {
    const { root } = fakeRoot('dark', { '--ph-accent': '#e4572e' })
    const url = withFrameTheme(new URL('https://porthole.test/frame?projectId=demo&theme=system'), root)
    expect(url.searchParams.get('theme')).toBe('dark')
    expect(url.searchParams.get('accent')).toBe('#e4572e')
    const popup = fakeRoot()
    applyPopupTheme(url.search, popup.root)
    expect(popup.root.dataset.theme).toBe('dark')
    expect(popup.values.get('--ph-accent')).toBe('rgb(228 87 46)')
    expect(popup.values.get('--ph-accent-fg')).toBe('rgb(0 0 0)')
  })

  it('takes no accent from an address that names something other than a colour', () => {
    const popup = fakeRoot()
    applyPopupTheme(`?theme=evil&accent=${encodeURIComponent('red;} body { background: url(//evil.test) }')}`, popup.root)
    expect(popup.root.dataset.theme).toBe('light')
    expect([...popup.values.keys()]).toEqual([])
  })
})
