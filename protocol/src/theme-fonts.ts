/**
 * The font families a site may name: generic families and widely installed
 * text fonts with ordinary letter and digit glyphs. Any other installed font
 * (a symbol font, one drawing blocks or lookalike digits) could change what an
 * approval appears to say, so it is refused.
 */
export const VettedFonts = [
  'serif',
  'sans-serif',
  'monospace',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
  '-apple-system',
  'BlinkMacSystemFont',
  'Inter',
  'Roboto',
  'Helvetica Neue',
  'Helvetica',
  'Arial',
  'Segoe UI',
  'SF Pro Text',
  'SF Pro Display',
  'Noto Sans',
  'Noto Sans JP',
  'Noto Sans KR',
  'Noto Sans SC',
  'Noto Sans TC',
  'Noto Serif',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Manrope',
  'DM Sans',
  'Source Sans 3',
  'Source Sans Pro',
  'IBM Plex Sans',
  'Fira Sans',
  'Ubuntu',
  'Cantarell',
  'Oxygen',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Georgia',
  'Times New Roman',
  'Times',
  'Hiragino Sans',
  'PingFang SC',
  'Microsoft YaHei',
  'Menlo',
  'Monaco',
  'Consolas',
  'Courier New',
  'SF Mono',
  'Fira Code',
  'JetBrains Mono',
  'IBM Plex Mono',
  'Roboto Mono',
] as const

const VETTED = new Set(VettedFonts.map((family) => family.toLowerCase()))

/** Whether one family of a font list (quoted or bare, as the list's syntax allows) is vetted. */
export const isVettedFont = (family: string): boolean => VETTED.has(family.replace(/^(["'])(.*)\1$/, '$2').toLowerCase())
