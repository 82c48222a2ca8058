import { loadFeatures } from '../load-features.js'

/** Vitest's setup: a test's store starts as the frame's does, with every feature's module loaded. */
await loadFeatures()
