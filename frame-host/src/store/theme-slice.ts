import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Theme, ThemeVariables } from '@porthole/protocol'
import type { Scheme, ThemeTokens } from '../theme/index.js'

export type ThemeState = {
  /** 'system' follows the visitor's `prefers-color-scheme`, read by the view layer. */
  mode: Theme
  /** The site's variables, as checked by the theme schema. */
  variables: ThemeVariables
  /** The custom properties they set, worked out for each scheme, so the first paint only applies them. */
  tokens: Record<Scheme, ThemeTokens>
}

/** Theme sync: the mode starts from the snippet; the site's theme arrives over the channel after each handshake. */
export const themeSlice = createSlice({
  name: 'theme',
  initialState: { mode: 'light', variables: {}, tokens: { light: {}, dark: {} } } as ThemeState,
  reducers: {
    themeSet(_state, { payload }: PayloadAction<ThemeState>) {
      return payload
    },
  },
})

export const { themeSet } = themeSlice.actions
