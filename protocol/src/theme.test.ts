import { describe, expect, it } from 'vitest'
import { parseTheme } from './theme.js'
import { parseColour } from './theme-colour.js'

const accent = (value: unknown) => () => parseTheme({ themeVariables: { accent: value } })
const COLOUR_ERROR = "themeVariables.accent must be a colour like '#e4572e' or 'rgb(228 87 46)' (hex, rgb(), rgba(), hsl() or hsla() with plain numbers)"

describe('the theme schema', () => {
  it('takes every kind of value it lists', () => {
    expect(
      parseTheme({
        themeMode: 'system',
        themeVariables: {
          accent: '#e4572e',
          background: 'hsl(220 20% 10%)',
          fontFamily: 'Inter, \'Helvetica Neue\', "Noto Sans JP", -apple-system, sans-serif',
          borderRadius: '0.5rem',
          zIndex: 10,
        },
      }),
    ).toEqual({
      themeMode: 'system',
      themeVariables: {
        accent: '#e4572e',
        background: 'hsl(220 20% 10%)',
        fontFamily: 'Inter, \'Helvetica Neue\', "Noto Sans JP", -apple-system, sans-serif',
        borderRadius: '0.5rem',
        zIndex: 10,
      },
    })
    for (const mode of ['light', 'dark', 'system']) expect(parseTheme({ themeMode: mode })).toEqual({ themeMode: mode })
  })

  it("reads AppKit's names as Porthole's: the radius unit times 5 is the card's radius", () => {
    expect(
      parseTheme({
        themeVariables: {
          '--w3m-accent': 'rgb(228 87 46)',
          '--w3m-color-mix': '#101010',
          '--w3m-font-family': 'Roboto, sans-serif',
          '--w3m-border-radius-master': '4px',
          '--w3m-z-index': 999,
        },
      }).themeVariables,
    ).toEqual({ accent: 'rgb(228 87 46)', background: '#101010', fontFamily: 'Roboto, sans-serif', borderRadius: '20px', zIndex: 999 })
    expect(() => parseTheme({ themeVariables: { accent: '#fff', '--w3m-accent': '#000' } })).toThrow(
      'themeVariables.accent and themeVariables.--w3m-accent are the same variable: give one',
    )
  })

  it('refuses unknown keys, naming them and what is accepted', () => {
    expect(() => parseTheme({ themeVariables: { '--w3m-font-size-master': '10px' } })).toThrow(
      "themeVariables.--w3m-font-size-master is not a theme variable; accepted: accent, background, fontFamily, borderRadius, zIndex (or AppKit's --w3m-accent, --w3m-color-mix, --w3m-font-family, --w3m-border-radius-master, --w3m-z-index)",
    )
    expect(() => parseTheme({ w3mThemeVariables: {} })).toThrow('w3mThemeVariables is not a theme option; accepted: themeMode, themeVariables')
    expect(() => parseTheme({ themeMode: 'blue' })).toThrow("themeMode must be 'light', 'dark' or 'system'")
    expect(() => parseTheme('dark')).toThrow('the theme must be an object')
    expect(() => parseTheme({ themeVariables: ['#fff'] })).toThrow('themeVariables must be an object')
  })

  it('throws TypeErrors', () => {
    expect(accent('red')).toThrow(TypeError)
  })

  it.each([
    'red',
    'red;}',
    '#e4572e;}',
    '#e4572e; background: url(https://evil.test/x)',
    'url(https://evil.test/x)',
    'expression(alert(1))',
    '</style><script>alert(1)</script>',
    'var(--x)',
    'rgb(var(--x) 0 0)',
    'rgb(calc(1) 0 0)',
    'rgb(256 0 0)',
    'rgb(-1 0 0)',
    'rgb(1 2 3 4)',
    'rgb(1, 2, 3 / 4)',
    'rgb(1e2 0 0)',
    'hsl(361 50% 50%)',
    'hsl(120 101% 50%)',
    'rgba(0 0 0 / 2)',
    '#12',
    '#12345',
    'color-mix(in srgb, red, blue)',
    '',
    12,
  ])('refuses the colour %j', (value) => {
    expect(accent(value)).toThrow(COLOUR_ERROR)
  })

  it.each([
    'Inter; color: red',
    'a</style>',
    'url(x)',
    "'Inter",
    'var(--x)',
    'inherit',
    'Inter, initial',
    '9pt',
    'Comic_Sans',
    'a'.repeat(201),
    'x,'.repeat(11) + 'y',
    '',
  ])('refuses the font list %j', (fontFamily) => {
    expect(() => parseTheme({ themeVariables: { fontFamily } })).toThrow(/^themeVariables\.fontFamily must be a comma list of font family names/)
  })

  it.each(['Wingdings', 'Inter, Webdings', '"Redacted Script", sans-serif', 'Comic Sans MS'])('refuses the unvetted font list %j', (fontFamily) => {
    expect(() => parseTheme({ themeVariables: { fontFamily } })).toThrow(/^themeVariables\.fontFamily must name only vetted font families/)
  })

  it('takes vetted families however they are quoted or cased', () => {
    expect(parseTheme({ themeVariables: { fontFamily: '"inter", \'HELVETICA NEUE\', -apple-system, System-UI' } }).themeVariables?.fontFamily).toBe(
      '"inter", \'HELVETICA NEUE\', -apple-system, System-UI',
    )
  })

  it.each(['20', '20em', '65px', '4.5rem', '-1px', 'calc(1px)', '10px;', 'var(--x)'])('refuses the radius %j', (borderRadius) => {
    expect(() => parseTheme({ themeVariables: { borderRadius } })).toThrow(
      "themeVariables.borderRadius must be a length like '16px' or '1rem', at most 64px or 4rem",
    )
  })

  it.each([-1, 1.5, 2 ** 31, '10', Number.NaN])('refuses the z-index %j', (zIndex) => {
    expect(() => parseTheme({ themeVariables: { zIndex } })).toThrow('themeVariables.zIndex must be an integer from 0 to 2147483647')
  })
})

describe('parseColour', () => {
  it('reads hex, rgb() and hsl() in both syntaxes', () => {
    expect(parseColour('#e4572e')).toEqual({ r: 228, g: 87, b: 46, a: 1 })
    expect(parseColour('#fff8')).toEqual({ r: 255, g: 255, b: 255, a: 0x88 / 255 })
    expect(parseColour('rgb(228, 87, 46)')).toEqual({ r: 228, g: 87, b: 46, a: 1 })
    expect(parseColour('RGBA(228 87 46 / 50%)')).toEqual({ r: 228, g: 87, b: 46, a: 0.5 })
    expect(parseColour('hsl(0deg, 100%, 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 })
    expect(parseColour('hsla(120 100 25 / .5)')).toEqual({ r: 0, g: 127.5, b: 0, a: 0.5 })
  })
})
