import { themeTokens, type Scheme } from '@porthole/frame-host'
import { applyTheme } from '../theme/site-theme.js'

const THEME_QUERY = 'theme'
const ACCENT_QUERY = 'accent'

/** The approval window's address carries the frame's scheme and accent as they are when it opens. */
export function withFrameTheme(url: URL, root: HTMLElement): URL {
  url.searchParams.set(THEME_QUERY, root.dataset.theme === 'dark' ? 'dark' : 'light')
  const accent = root.style.getPropertyValue('--ph-accent')
  if (accent) url.searchParams.set(ACCENT_QUERY, accent)
  else url.searchParams.delete(ACCENT_QUERY)
  return url
}

/**
 * In the approval window: the scheme and accent its address names. Anyone
 * can open that address, so the accent goes through the same colour
 * allow-list as the site's theme (`themeTokens` sets nothing for a value that
 * is not a colour).
 */
export function applyPopupTheme(search: string, root: HTMLElement): void {
  const query = new URLSearchParams(search)
  const scheme: Scheme = query.get(THEME_QUERY) === 'dark' ? 'dark' : 'light'
  const accent = query.get(ACCENT_QUERY)
  applyTheme(root, scheme, accent ? themeTokens({ accent }, scheme) : {})
}
