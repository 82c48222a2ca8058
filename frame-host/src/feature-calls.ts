// Types only: the list's loaders belong to the start (load-features.ts), not to the first paint that calls these.
import type { FeatureKey, LoadedFeatures } from './features.js'
import type { FrameThunk } from './store/types.js'

type Thunk = (...args: never[]) => FrameThunk<unknown>
type DeferredOf<K extends FeatureKey> = LoadedFeatures[K] extends { deferred: infer D } ? D : never
/** Every feature's deferred thunks by name (the names are the features' own, none twice). */
type CallName = { [K in FeatureKey]: keyof DeferredOf<K> }[FeatureKey]
type Call<N extends CallName> = { [K in FeatureKey]: N extends keyof DeferredOf<K> ? DeferredOf<K>[N] : never }[FeatureKey]

let started: Record<string, Thunk> | undefined
let announce!: (calls: Record<string, Thunk>) => void
const starting = new Promise<Record<string, Thunk>>((resolve) => (announce = resolve))

/**
 * The store has started with the features loaded (startStore), handing over
 * their deferred thunks: from then on they run, their services being in place.
 */
export function featuresStarted(calls: Record<string, Thunk>): void {
  started = calls
  announce(calls)
}

/**
 * A thunk the first paint may dispatch before its feature's module has
 * arrived, as that feature declares it (`deferred` in its feature.ts). Once
 * the store has started (always before the modal can open, since the start
 * accepts the page's channel) it dispatches the real one synchronously, so a
 * popup opened inside it still counts as opened by the click. Before that
 * (only effects of the hidden, prepared view) it waits for it.
 */
export function deferredCall<N extends CallName>(name: N): Call<N> {
  const later =
    (...args: unknown[]): FrameThunk<unknown> =>
    (dispatch) => {
      const run = (calls: Record<string, Thunk>) => dispatch((calls[name as string] as (...a: unknown[]) => FrameThunk<unknown>)(...args))
      return started ? run(started) : starting.then(run)
    }
  return later as Call<N>
}
