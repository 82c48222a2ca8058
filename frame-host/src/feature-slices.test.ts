import { describe, expect, it } from 'vitest'
import { INVALID_CONFIG } from './config/read-frame-config.js'
import type { Feature } from './store/index.js'
import { loadedFeatures } from './load-features.js'
import { prepareWith } from './prepare.js'
import { frameStore } from './testing/frame-store.js'

const declared: [string, Feature][] = Object.entries(loadedFeatures())
const later = declared.flatMap(([, feature]) => (feature.slices ?? []).map((s) => s.reducerPath))
const firstPaint = declared.flatMap(([, feature]) => feature.firstPaintState ?? [])

describe('the features as the store assembles them', () => {
  it("holds every feature's first-paint slices in the first render's store, and none of the others", () => {
    const rendered = Object.keys(prepareWith(INVALID_CONFIG).store.getState())
    expect(rendered).toEqual(expect.arrayContaining(firstPaint))
    for (const path of later) expect(rendered).not.toContain(path)
  })

  it('has every slice once the store has started', () => {
    const state = frameStore({ theme: 'light' }).getState()
    expect(Object.keys(state)).toEqual(expect.arrayContaining([...firstPaint, ...later]))
  })
})
