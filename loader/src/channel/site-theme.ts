import { parseTheme, type ThemeSync } from '@porthole/protocol'

/** The theme as the page keeps it: always a mode, and every variable the site set. */
export type SiteTheme = Required<ThemeSync>

/**
 * The site's theme on the page: the snippet's `data-theme` and
 * `data-theme-variables`, then every `setTheme` merged in. The frame gets all
 * of it after every handshake (a reloaded frame keeps it) and checks it again.
 */
export function createSiteTheme(mode: string | undefined, variables: string | undefined) {
  let current: SiteTheme = { themeMode: 'light', themeVariables: {} }
  /** Throws the schema's TypeError, changing nothing, if any of `input` fails. */
  const merge = (input: unknown): SiteTheme => {
    const { themeMode = current.themeMode, themeVariables } = parseTheme(input)
    return { themeMode, themeVariables: { ...current.themeVariables, ...themeVariables } }
  }
  // A bad attribute must not break the site: the widget starts with its default for it, and the console says why.
  const load = (attribute: string, read: () => unknown) => {
    try {
      current = merge(read())
    } catch (error) {
      const reason = error instanceof SyntaxError ? `it is not JSON (${error.message})` : (error as Error).message
      console.error(`[porthole] ${attribute} ignored: ${reason}`)
    }
  }
  if (mode !== undefined) load('data-theme', () => ({ themeMode: mode }))
  if (variables !== undefined) load('data-theme-variables', () => ({ themeVariables: JSON.parse(variables) as unknown }))
  return {
    current: () => current,
    /** `porthole.setTheme`: merges the variables given into the current ones; a variable given as undefined goes back to its default. */
    set: (input: unknown) => (current = merge(input)),
  }
}
