import type { MockInstance } from 'vitest'

/** Redux Toolkit's development checks warn when a loaded machine makes them slower than 32 ms: those are not the frame's. */
const isSlowCheck = (text: unknown) => typeof text === 'string' && /^\w+InvariantMiddleware took \d+ms/.test(text)

/** The warnings a spy on `console.warn` caught that the frame wrote: every one but the development checks' slowness. */
export const frameWarnings = (warn: MockInstance<typeof console.warn>): unknown[][] => warn.mock.calls.filter(([text]) => !isSlowCheck(text))
