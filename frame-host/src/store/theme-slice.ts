import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Theme } from '@porthole/protocol'

export type ThemeState = { mode: Theme }

/** Theme sync: the mode starts from the snippet and may be changed later. */
export const themeSlice = createSlice({
  name: 'theme',
  initialState: { mode: 'light' } as ThemeState,
  reducers: {
    themeModeSet(state, { payload }: PayloadAction<Theme>) {
      state.mode = payload
    },
  },
})

export const { themeModeSet: setThemeMode } = themeSlice.actions
