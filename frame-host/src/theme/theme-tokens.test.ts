import { parseColour, type Rgba } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { contrast, themeTokens } from './theme-tokens.js'

const rgb = (text: string | undefined): Rgba => parseColour(text!)!
const css = ({ r, g, b }: Rgba) => `rgb(${Math.round(r)} ${Math.round(g)} ${Math.round(b)})`
/** WCAG AA for body text. */
const AA = 4.5

describe("a site's theme tokens", () => {
  it('set nothing for no variables: the scheme keeps its own', () => {
    expect(themeTokens({}, 'light')).toEqual({})
    expect(themeTokens({ zIndex: 5 }, 'dark')).toEqual({})
  })

  it('put text on an accent that reads at WCAG AA, whichever the accent', () => {
    for (const accent of ['#e4572e', '#ffeb3b', '#3451d1', '#777777', '#00ff00', '#000000', '#ffffff', 'hsl(200 60% 45%)']) {
      const tokens = themeTokens({ accent }, 'light')
      expect(tokens['--ph-accent']).toBe(css(rgb(accent)))
      expect(contrast(rgb(tokens['--ph-accent-fg']), rgb(accent))).toBeGreaterThanOrEqual(AA)
    }
    // The orange takes dark text: white on it would be 3.7:1.
    expect(themeTokens({ accent: '#e4572e' }, 'light')['--ph-accent-fg']).toBe('rgb(0 0 0)')
    expect(themeTokens({ accent: '#1a237e' }, 'light')['--ph-accent-fg']).toBe('rgb(255 255 255)')
  })

  it('shade the hover away from the text, so its contrast only grows', () => {
    for (const accent of ['#e4572e', '#1a237e', '#ffeb3b']) {
      const tokens = themeTokens({ accent }, 'light')
      const text = rgb(tokens['--ph-accent-fg'])
      expect(tokens['--ph-accent-hover']).not.toBe(accent)
      expect(contrast(text, rgb(tokens['--ph-accent-hover']))).toBeGreaterThan(contrast(text, rgb(accent)))
    }
  })

  it('draw the focus ring in the accent where it shows on the card (3:1), else in the text colour', () => {
    expect(themeTokens({ accent: '#3451d1' }, 'light')['--ph-focus']).toBe('rgb(52 81 209)')
    // Pale yellow on white would vanish.
    expect(themeTokens({ accent: '#ffeb3b' }, 'light')['--ph-focus']).toBe('rgb(22 23 27)')
    expect(themeTokens({ accent: '#ffeb3b' }, 'dark')['--ph-focus']).toBe('rgb(255 235 59)')
  })

  it('read a translucent accent as it shows over the card', () => {
    // Black at 10% over white is near white: it takes dark text, not white.
    expect(themeTokens({ accent: 'rgb(0 0 0 / 0.1)' }, 'light')['--ph-accent-fg']).toBe('rgb(0 0 0)')
    expect(themeTokens({ accent: 'rgb(0 0 0 / 0.1)' }, 'dark')['--ph-accent-fg']).toBe('rgb(255 255 255)')
  })

  it('follow a background with readable text, muted text and surfaces', () => {
    const dark = themeTokens({ background: '#0b1020' }, 'light')
    expect(dark['--ph-bg']).toBe('rgb(11 16 32)')
    expect(contrast(rgb(dark['--ph-fg']), rgb('#0b1020'))).toBeGreaterThanOrEqual(AA)
    expect(contrast(rgb(dark['--ph-muted']), rgb('#0b1020'))).toBeGreaterThanOrEqual(AA)
    expect(dark['--ph-surface']).not.toBe(dark['--ph-bg'])
    const light = themeTokens({ background: '#fdf6e3' }, 'dark')
    expect(contrast(rgb(light['--ph-fg']), rgb('#fdf6e3'))).toBeGreaterThanOrEqual(AA)
    expect(contrast(rgb(light['--ph-muted']), rgb('#fdf6e3'))).toBeGreaterThanOrEqual(AA)
  })

  it('paint a translucent colour opaque, as it shows over the scheme card, so no page shows through the approval', () => {
    expect(themeTokens({ background: '#ffffff00' }, 'dark')['--ph-bg']).toBe('rgb(23 24 29)')
    expect(themeTokens({ background: 'rgb(0 0 0 / 0.5)' }, 'light')['--ph-bg']).toBe('rgb(128 128 128)')
    expect(themeTokens({ accent: 'rgb(0 0 0 / 0.1)' }, 'light')['--ph-accent']).toBe('rgb(230 230 230)')
    for (const scheme of ['light', 'dark'] as const) {
      const tokens = themeTokens({ background: '#ffffff00' }, scheme)
      expect(rgb(tokens['--ph-bg']).a).toBe(1)
      expect(contrast(rgb(tokens['--ph-fg']), rgb(tokens['--ph-bg']))).toBeGreaterThanOrEqual(AA)
    }
  })

  it('keep text and muted text at WCAG AA on every grey, the mid greys included', () => {
    for (let v = 0; v <= 255; v += 5) {
      const background = `rgb(${v} ${v} ${v})`
      const tokens = themeTokens({ background }, 'light')
      expect(contrast(rgb(tokens['--ph-fg']), rgb(background))).toBeGreaterThanOrEqual(AA)
      expect(contrast(rgb(tokens['--ph-muted']), rgb(background))).toBeGreaterThanOrEqual(AA)
    }
  })

  it('set the font and the radii, the small ones following the card', () => {
    expect(themeTokens({ fontFamily: 'Inter, sans-serif', borderRadius: '10px' }, 'light')).toEqual({
      '--ph-font': 'Inter, sans-serif',
      '--ph-radius': '10px',
      '--ph-radius-small': '6px',
    })
    expect(themeTokens({ borderRadius: '0.5rem' }, 'light')['--ph-radius-small']).toBe('0.3rem')
  })
})
