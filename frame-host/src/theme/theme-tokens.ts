import { parseColour, type Rgba, type ThemeVariables } from '@porthole/protocol'

/** A resolved colour scheme: what `system` becomes once the visitor's preference is read. */
export type Scheme = 'light' | 'dark'

/** CSS custom properties by name, set on the frame's root element over the scheme's own (tokens.css). */
export type ThemeTokens = Record<string, string>

/** The schemes' own card background and text colours (tokens.css `--ph-bg`, `--ph-fg`). */
const SCHEME_BACKGROUND: Record<Scheme, Rgba> = { light: { r: 255, g: 255, b: 255, a: 1 }, dark: { r: 23, g: 24, b: 29, a: 1 } }
const DARK_TEXT: Rgba = { r: 22, g: 23, b: 27, a: 1 }
const LIGHT_TEXT: Rgba = { r: 242, g: 242, b: 245, a: 1 }
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 }
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 }
/** WCAG's contrast for large text and for non-text marks such as a focus ring. */
const NON_TEXT_CONTRAST = 3
/** How far the hover shade moves from the accent, away from its text so contrast only grows. */
const HOVER_SHIFT = 0.15
/** The smaller corners (fields, tiles) are this share of the card's radius, as 12px is of 20px. */
const SMALL_RADIUS = 0.6

const linear = (value: number) => {
  const s = value / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export const luminance = ({ r, g, b }: Rgba): number => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)

/** WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** `from` moved `amount` (0–1) of the way to `to`, opaque. */
const mix = (from: Rgba, to: Rgba, amount: number): Rgba => ({
  r: from.r + (to.r - from.r) * amount,
  g: from.g + (to.g - from.g) * amount,
  b: from.b + (to.b - from.b) * amount,
  a: 1,
})

/** A translucent colour as it shows over `below`. */
const over = (colour: Rgba, below: Rgba): Rgba => mix(below, colour, colour.a)

const css = ({ r, g, b }: Rgba) => `rgb(${Math.round(r)} ${Math.round(g)} ${Math.round(b)})`

/** Black or white, whichever reads better on `colour`: either way at least 4.58:1, above WCAG AA's 4.5:1. */
export const textOn = (colour: Rgba): Rgba => (contrast(colour, WHITE) >= contrast(colour, BLACK) ? WHITE : BLACK)

/** WCAG AA for body text. */
const AA = 4.5
/** How far muted text moves towards the card at most. */
const MUTED_SHIFT = 0.4

/** The schemes' text colour that reads better on `card`, or black or white where neither reaches AA (a mid grey). */
function textFor(card: Rgba): Rgba {
  const scheme = contrast(card, DARK_TEXT) >= contrast(card, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT
  return contrast(card, scheme) >= AA ? scheme : textOn(card)
}

/** Muted text: the text moved towards the card as far as AA still holds. */
function mutedFor(text: Rgba, card: Rgba): Rgba {
  for (let amount = MUTED_SHIFT; amount > 0; amount -= 0.05) {
    const { r, g, b } = mix(text, card, amount)
    // Checked as painted: css() rounds each channel.
    const muted = { r: Math.round(r), g: Math.round(g), b: Math.round(b), a: 1 }
    if (contrast(muted, card) >= AA) return muted
  }
  return text
}

/**
 * The custom properties a site's variables set for one scheme, with what
 * follows from them: from an accent, the text on it (AA contrast), a hover
 * shade and a focus ring that shows on the card; from a background, the text,
 * muted text (both AA on it), surfaces and borders over it. Variables the site
 * did not give leave the scheme's own values. Every input was checked by the
 * theme schema. Colours are set as they show composited onto the scheme's
 * card, opaque: the frame's page is transparent, so what shows through
 * would be the dapp's page, against which no contrast was checked.
 */
export function themeTokens(variables: ThemeVariables, scheme: Scheme): ThemeTokens {
  const tokens: ThemeTokens = {}
  const background = variables.background === undefined ? undefined : parseColour(variables.background)
  const card = background ? over(background, SCHEME_BACKGROUND[scheme]) : SCHEME_BACKGROUND[scheme]
  const text = textFor(card)
  if (background) {
    tokens['--ph-bg'] = css(card)
    tokens['--ph-fg'] = css(text)
    tokens['--ph-muted'] = css(mutedFor(text, card))
    tokens['--ph-surface'] = css(mix(card, text, 0.06))
    tokens['--ph-surface-hover'] = css(mix(card, text, 0.11))
    tokens['--ph-border'] = css(mix(card, text, 0.13))
  }
  const accent = variables.accent === undefined ? undefined : parseColour(variables.accent)
  if (accent) {
    const solid = over(accent, card)
    const onAccent = textOn(solid)
    tokens['--ph-accent'] = css(solid)
    tokens['--ph-accent-fg'] = css(onAccent)
    tokens['--ph-accent-hover'] = css(mix(solid, onAccent === WHITE ? BLACK : WHITE, HOVER_SHIFT))
    tokens['--ph-focus'] = contrast(solid, card) >= NON_TEXT_CONTRAST ? css(solid) : css(text)
  }
  if (variables.fontFamily !== undefined) tokens['--ph-font'] = variables.fontFamily
  const radius = variables.borderRadius === undefined ? undefined : /^([\d.]+)(px|rem)$/.exec(variables.borderRadius)
  if (radius) {
    tokens['--ph-radius'] = variables.borderRadius!
    tokens['--ph-radius-small'] = `${Number((Number(radius[1]) * SMALL_RADIUS).toFixed(4))}${radius[2]}`
  }
  return tokens
}
