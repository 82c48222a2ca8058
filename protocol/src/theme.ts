import * as z from 'zod/mini'
import { lazy } from './lazy.js'
import { parseColour } from './theme-colour.js'
import { isVettedFont } from './theme-fonts.js'
import { Themes, type Theme } from './views.js'

/**
 * The theme a site gives the widget: at load (`data-theme`,
 * `data-theme-variables`) and at run time (`porthole.setTheme`). Every value
 * is allow-listed, never escaped: what passes is set as a CSS custom property
 * through the CSSOM as written, so no value can end a declaration, load a URL
 * or read another variable.
 *
 * AppKit's names are read too, so an AppKit config ports over:
 * `--w3m-accent` is `accent`, `--w3m-color-mix` is `background`,
 * `--w3m-font-family` is `fontFamily`, `--w3m-z-index` is `zIndex`, and
 * `--w3m-border-radius-master` (AppKit's radius unit, 4px by default) times 5
 * is `borderRadius` (the card's, 20px by default).
 */

/** `borderRadius` is a px or rem length up to these. */
const MAX_RADIUS = { px: 64, rem: 4 } as const
const RADIUS = /^(\d{1,3}(?:\.\d{1,4})?)(px|rem)$/
/** AppKit's radius unit is a fifth of the card's radius. */
const APPKIT_RADIUS_FACTOR = 5
const MAX_FONT_LIST = 200
const MAX_FONTS = 10
/** One family: quoted or bare words of letters, digits, spaces and hyphens; a bare word starts with a letter (or `-` and a letter). */
const FONT = /^(?:"[\p{L}\p{N} -]+"|'[\p{L}\p{N} -]+'|-?\p{L}[\p{L}\p{N}-]*(?: -?\p{L}[\p{L}\p{N}-]*)*)$/u
/** Keywords that are not family names where they stand bare. */
const CSS_WIDE = /^(?:inherit|initial|unset|revert|revert-layer|default)$/i
/** The highest z-index browsers keep (a 32-bit integer): the loader's own default. */
export const MAX_Z_INDEX = 2_147_483_647

const COLOUR = "must be a colour like '#e4572e' or 'rgb(228 87 46)' (hex, rgb(), rgba(), hsl() or hsla() with plain numbers)"
const FONT_LIST = `must be a comma list of font family names like "Inter, 'Helvetica Neue', sans-serif" (letters, digits, spaces and hyphens, at most ${MAX_FONT_LIST} characters)`
const UNVETTED_FONT = `must name only vetted font families (generic ones such as sans-serif, or widely installed text fonts; the list is VettedFonts), like "Inter, 'Helvetica Neue', sans-serif"`
const radiusText = (scale: number) =>
  `must be a length like '${scale === 1 ? '16px' : '4px'}' or '${scale === 1 ? '1rem' : '0.25rem'}', at most ${MAX_RADIUS.px / scale}px or ${MAX_RADIUS.rem / scale}rem`
const Z_INDEX = `must be an integer from 0 to ${MAX_Z_INDEX}`
const MODE = "must be 'light', 'dark' or 'system'"

/** The variables, in Porthole's names, as the frame applies them. */
export const ThemeVariableNames = ['accent', 'background', 'fontFamily', 'borderRadius', 'zIndex'] as const
/** AppKit's name of each variable that has one. */
const AppKitNames = {
  accent: '--w3m-accent',
  background: '--w3m-color-mix',
  fontFamily: '--w3m-font-family',
  borderRadius: '--w3m-border-radius-master',
  zIndex: '--w3m-z-index',
} as const

export function isFontFamilyList(text: string): boolean {
  const families = text.split(',').map((family) => family.trim())
  return text.length <= MAX_FONT_LIST && families.length <= MAX_FONTS && families.every((family) => FONT.test(family) && !CSS_WIDE.test(family))
}

/** The card's radius from `text` times `scale`, if both are in range. */
function radiusOf(text: string, scale: number): string | undefined {
  const match = RADIUS.exec(text)
  if (!match) return undefined
  const unit = match[2] as keyof typeof MAX_RADIUS
  const value = Number(match[1]) * scale
  return value <= MAX_RADIUS[unit] ? `${Number(value.toFixed(4))}${unit}` : undefined
}

const colour = () => z.string({ error: COLOUR }).check(z.refine((text) => parseColour(text) !== undefined, COLOUR))
const fontFamily = () =>
  z.string({ error: FONT_LIST }).check(
    z.refine(isFontFamilyList, { message: FONT_LIST, abort: true }),
    z.refine((text) => text.split(',').every((family) => isVettedFont(family.trim())), UNVETTED_FONT),
  )
const radius = (scale: number) =>
  z.pipe(
    z.string({ error: radiusText(scale) }).check(z.refine((text) => radiusOf(text, scale) !== undefined, radiusText(scale))),
    z.transform((text) => radiusOf(text, scale)!),
  )
const zIndex = () => z.int({ error: Z_INDEX }).check(z.gte(0, Z_INDEX), z.lte(MAX_Z_INDEX, Z_INDEX))

export type ThemeVariables = {
  accent?: string
  background?: string
  fontFamily?: string
  /** The card's radius (`20px`); smaller corners follow it. */
  borderRadius?: string
  /** On the page: the iframe's stacking order. */
  zIndex?: number
}

/** The variables in either name; both names of one variable are refused. */
export const themeVariables = lazy(() =>
  z.pipe(
    z.strictObject({
      accent: z.optional(colour()),
      background: z.optional(colour()),
      fontFamily: z.optional(fontFamily()),
      borderRadius: z.optional(radius(1)),
      zIndex: z.optional(zIndex()),
      [AppKitNames.accent]: z.optional(colour()),
      [AppKitNames.background]: z.optional(colour()),
      [AppKitNames.fontFamily]: z.optional(fontFamily()),
      [AppKitNames.borderRadius]: z.optional(radius(APPKIT_RADIUS_FACTOR)),
      [AppKitNames.zIndex]: z.optional(zIndex()),
    }),
    z.transform((given, payload): ThemeVariables => {
      const variables: Record<string, string | number | undefined> = {}
      for (const name of ThemeVariableNames) {
        const appKit = AppKitNames[name]
        if (name in given && appKit in given) {
          payload.issues.push({ code: 'custom', message: `and themeVariables.${appKit} are the same variable: give one`, path: [name], input: given })
        }
        // A key given as undefined stays: setTheme merges it, putting the default back.
        if (name in given) variables[name] = given[name]
        else if (appKit in given) variables[name] = given[appKit]
      }
      return variables as ThemeVariables
    }),
  ),
)

/** What `setTheme` takes and what crosses the channel: the mode, the variables, or both. */
export const themeSync = lazy(() =>
  z.strictObject({
    themeMode: z.optional(z.enum(Themes, { error: MODE })),
    themeVariables: z.optional(themeVariables()),
  }),
)
export type ThemeSync = { themeMode?: Theme; themeVariables?: ThemeVariables }
/** What a site passes (`setTheme`, the SDK's options): the variables in Porthole's names or AppKit's. */
export type ThemeVariablesInput = z.input<ReturnType<typeof themeVariables>>
export type ThemeInput = { themeMode?: Theme; themeVariables?: ThemeVariablesInput }

const ACCEPTED_VARIABLES = `${ThemeVariableNames.join(', ')} (or AppKit's ${Object.values(AppKitNames).join(', ')})`

/** The first problem, naming the key and what it accepts. */
function describe(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String)
  const where = path.length === 0 ? 'the theme' : path.join('.')
  if (issue.code === 'unrecognized_keys') {
    const accepted = path.length === 0 ? 'themeMode, themeVariables' : ACCEPTED_VARIABLES
    return `${path.length === 0 ? '' : `${where}.`}${issue.keys[0]} is not a theme ${path.length === 0 ? 'option' : 'variable'}; accepted: ${accepted}`
  }
  if (issue.code === 'invalid_type' && issue.expected === 'object') return `${where} must be an object`
  return `${where} ${issue.message}`
}

/** Checks a theme from the page; throws a TypeError with the clear message of what is wrong. */
export function parseTheme(input: unknown): ThemeSync {
  const parsed = themeSync().safeParse(input)
  if (!parsed.success) throw new TypeError(describe(parsed.error.issues[0]!))
  return parsed.data as ThemeSync
}
