import type { Slice } from '@reduxjs/toolkit'
import type { FrameStartListening, FrameThunk } from './types.js'

/**
 * What a feature folder brings to the store, declared in its `feature.ts`
 * and gathered by the list in features.ts: nothing outside the folder names
 * its slices, listeners or late thunks one by one.
 */
export type Feature = {
  /**
   * Its state the first render (the hidden Connect view) already holds, by name: root-reducer.ts
   * combines those slices and first-paint-store.ts renders their initial state.
   */
  readonly firstPaintState?: readonly string[]
  /** Its slices that join the store after the first paint, with the start's code. */
  readonly slices?: readonly Slice[]
  /** Started once the store has its services. */
  readonly listeners?: readonly ((startListening: FrameStartListening) => () => void)[]
  /**
   * The thunks the first paint may dispatch before this module has arrived:
   * the views reach them through deferredCall (feature-calls.ts), by this name.
   */
  readonly deferred?: Readonly<Record<string, (...args: never[]) => FrameThunk<unknown>>>
}

/** Keeps a feature's own types (its deferred thunks' names and signatures) while checking its shape. */
export const defineFeature = <F extends Feature>(feature: F): F => feature
