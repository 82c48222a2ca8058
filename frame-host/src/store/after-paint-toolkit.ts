/**
 * The parts of Redux Toolkit only the code after the first paint uses (the
 * listener middleware, async thunks, Reselect's selectors: the first paint's
 * use src/memo-selector). Redux Toolkit is one module, and a module
 * lands whole in one chunk: the frame's build (widget-app/vite.config.ts)
 * resolves this file's import to the package's browser build, a module of its
 * own, so that these stay out of the first paint's chunk. Elsewhere (tests,
 * types) it is the same package.
 */
export { addListener, createAsyncThunk, createListenerMiddleware, createSelector, nanoid } from '@reduxjs/toolkit'
