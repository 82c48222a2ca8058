import { features, type FeatureKey, type LoadedFeatures } from './features.js'
import type { FrameThunk } from './store/types.js'

let loading: Promise<LoadedFeatures> | undefined
let loaded: LoadedFeatures | undefined
let started: LoadedFeatures | undefined
let announce!: (loaded: LoadedFeatures) => void
const starting = new Promise<LoadedFeatures>((resolve) => (announce = resolve))

/** Loads every feature's module, once: the frame document while it paints, the tests before their first store. */
export function loadFeatures(): Promise<LoadedFeatures> {
  loading ??= Promise.all(Object.entries(features).map(async ([key, load]) => [key, (await load()).feature] as const)).then(
    (entries) => (loaded = Object.fromEntries(entries) as LoadedFeatures),
  )
  return loading
}

/** What loadFeatures loaded: a store starts only once it has (its code comes with the start, after the first paint). */
export function loadedFeatures(): LoadedFeatures {
  if (!loaded) throw new Error('The features have not loaded: await loadFeatures() before starting a store')
  return loaded
}

/**
 * The store starts with the features loaded (startStore): from then on their
 * deferred thunks run, their services being in place.
 */
export function featuresStarted(loaded: LoadedFeatures): void {
  started = loaded
  announce(loaded)
}

type Deferred<K extends FeatureKey> = NonNullable<LoadedFeatures[K] extends { deferred: infer D } ? D : never>

/**
 * A thunk the first paint may dispatch before its feature's module has
 * arrived, as that feature declares it. Once the store has started (always
 * before the modal can open, since the start accepts the page's channel) it
 * dispatches the real one synchronously, so a popup opened inside it still
 * counts as opened by the click. Before that (only effects of the hidden,
 * prepared view) it waits for it.
 */
export function deferredCall<K extends FeatureKey, N extends keyof Deferred<K>>(key: K, name: N): Deferred<K>[N] {
  const later =
    (...args: unknown[]): FrameThunk<unknown> =>
    (dispatch) => {
      const run = (loaded: LoadedFeatures) => {
        const real = (loaded[key] as { deferred: Record<PropertyKey, (...a: unknown[]) => FrameThunk<unknown>> }).deferred[name]!
        return dispatch(real(...args))
      }
      return started ? run(started) : starting.then(run)
    }
  return later as Deferred<K>[N]
}
