/** What the other feature folders use of theme/. */
export { type Scheme, themeTokens, type ThemeTokens } from './theme-tokens.js'
