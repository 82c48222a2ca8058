/** A colour as numbers: red, green, blue 0–255, alpha 0–1. */
export type Rgba = { r: number; g: number; b: number; a: number }

/** A colour's text is at most this long; anything longer is not one we read. */
const MAX_LENGTH = 64

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const CALL = /^(rgba?|hsla?)\(\s*([^()]*?)\s*\)$/i
/** A plain non-negative number, with an optional unit: no exponents, no signs, no `calc()` or `var()`. */
const NUMBER = /^(\d{1,3}(?:\.\d{1,6})?|\.\d{1,6})(%|deg)?$/

/** Per unit, what a number is multiplied by; a unit not listed is refused. */
type Units = Record<string, number>
const CHANNEL: Units = { '': 1, '%': 2.55 }
const ALPHA: Units = { '': 1, '%': 0.01 }
const HUE: Units = { '': 1, deg: 1 }
const PERCENT: Units = { '': 1, '%': 1 }

/** `text` in one of `units`, scaled, if it is within 0..max; NaN otherwise. */
function amount(text: string | undefined, units: Units, max: number): number {
  const match = NUMBER.exec(text ?? '')
  const factor = match ? units[match[2] ?? ''] : undefined
  const value = factor === undefined ? NaN : Number(match![1]) * factor
  return value <= max ? value : NaN
}

/** The arguments of a colour function: legacy commas, or CSS Color 4's spaces with an optional `/ alpha`. */
function splitArguments(body: string): string[] | undefined {
  if (body.includes(',')) return body.includes('/') ? undefined : body.split(',').map((part) => part.trim())
  const [channels = '', alpha, extra] = body.split('/')
  const list = channels.trim().split(/\s+/)
  if (extra !== undefined || list.length !== 3) return undefined
  return alpha === undefined ? list : [...list, alpha.trim()]
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100
  const l = lightness / 100
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255
  }
  return [channel(0), channel(8), channel(4)]
}

/**
 * Reads the colours a site may give the widget, and only those: hex
 * (#rgb, #rgba, #rrggbb, #rrggbbaa) and `rgb()`, `rgba()`, `hsl()`, `hsla()`
 * with plain numbers in range. Everything else (names, `var()`, `url()`,
 * other functions, anything with a `;` or a brace) is undefined, so a value
 * that passes can be set as a CSS property as written.
 */
export function parseColour(text: string): Rgba | undefined {
  if (text.length > MAX_LENGTH) return undefined
  const hex = HEX.exec(text)?.[1]
  if (hex) {
    const pairs = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? [])
    const [r = 0, g = 0, b = 0, a = 255] = pairs.map((pair) => parseInt(pair, 16))
    return { r, g, b, a: a / 255 }
  }
  const call = CALL.exec(text)
  const args = call && splitArguments(call[2]!)
  if (!call || !args || args.length < 3 || args.length > 4) return undefined
  const a = args[3] === undefined ? 1 : amount(args[3], ALPHA, 1)
  const [r, g, b] = call[1]!.toLowerCase().startsWith('hsl')
    ? hslToRgb(amount(args[0], HUE, 360), amount(args[1], PERCENT, 100), amount(args[2], PERCENT, 100))
    : [amount(args[0], CHANNEL, 255), amount(args[1], CHANNEL, 255), amount(args[2], CHANNEL, 255)]
  return [r, g, b, a].every(Number.isFinite) ? { r, g, b, a } : undefined
}
