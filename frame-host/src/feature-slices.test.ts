import { describe, expect, it, vi } from 'vitest'
import { INVALID_CONFIG } from './config/read-frame-config.js'
import type { Feature } from './store/index.js'
import { loadedFeatures } from './load-features.js'
import { createFrameStore } from './store/store.js'

const declared: [string, Feature][] = Object.entries(loadedFeatures())
const paths = (pick: (feature: Feature) => Feature['slices']) => declared.flatMap(([, feature]) => (pick(feature) ?? []).map((s) => s.reducerPath))

describe('the features as the store assembles them', () => {
  it("holds every feature's first-paint slices in the first render's store, and none of the others", async () => {
    // A fresh reducer: the one of this file's modules has had the later slices injected by earlier stores.
    vi.resetModules()
    const { prepareWith } = await import('./prepare.js')
    const firstPaint = Object.keys(prepareWith(INVALID_CONFIG).shell.store.getState())
    expect(firstPaint).toEqual(expect.arrayContaining(paths((f) => f.firstPaintSlices)))
    for (const later of paths((f) => f.slices)) expect(firstPaint).not.toContain(later)
  })

  it('has every slice once the store has started', () => {
    const state = createFrameStore({ theme: 'light' }).getState()
    expect(Object.keys(state)).toEqual(expect.arrayContaining([...paths((f) => f.firstPaintSlices), ...paths((f) => f.slices)]))
  })
})
