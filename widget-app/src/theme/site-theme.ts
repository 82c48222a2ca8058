import { selectTheme, type Scheme, type ThemeTokens } from '@porthole/frame-host'
import type { Theme } from '@porthole/protocol'
import { useLayoutEffect, useSyncExternalStore } from 'react'
import { useFrameSelector } from '../store-hooks.js'

const DARK = '(prefers-color-scheme: dark)'
const subscribe = (onChange: () => void) => {
  const query = matchMedia(DARK)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const systemScheme = (): Scheme => (matchMedia(DARK).matches ? 'dark' : 'light')

/** The scheme a mode shows: 'system' follows the visitor's preference, live. */
export function useScheme(mode: Theme): Scheme {
  const system = useSyncExternalStore(subscribe, systemScheme, () => 'light' as const)
  return mode === 'system' ? system : mode
}

/**
 * The scheme (`data-theme`, which picks tokens.css's values) and the site's
 * custom properties on the root element, through the CSSOM: the frame's CSP
 * has no 'unsafe-inline', and no CSS text is ever built from the page's values.
 * Properties the site no longer sets go back to the scheme's.
 */
export function applyTheme(root: HTMLElement, scheme: Scheme, tokens: ThemeTokens): void {
  root.dataset.theme = scheme
  for (const name of [...root.style]) if (name.startsWith('--ph-') && !Object.hasOwn(tokens, name)) root.style.removeProperty(name)
  for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, value)
}

/** The frame's theme on its root element, before the first paint and on every change. */
export function useSiteTheme(): void {
  const { mode, tokens } = useFrameSelector(selectTheme)
  const scheme = useScheme(mode)
  useLayoutEffect(() => applyTheme(document.documentElement, scheme, tokens[scheme]), [scheme, tokens])
}
