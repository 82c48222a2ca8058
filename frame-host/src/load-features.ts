import { features, type LoadedFeatures } from './features.js'

let loading: Promise<LoadedFeatures> | undefined
let loaded: LoadedFeatures | undefined

/** Loads every feature's module, once: the frame document with the start's code, the tests before their first store. */
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
