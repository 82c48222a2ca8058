/**
 * What several family descriptors share. Not in chain-family.ts, which the frame's first paint
 * reads for the namespace list: these would ride along into it.
 */

/** A CAIP-2 reference as CAIP-2 allows it, for families without a narrower rule. */
export const CAIP_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

export const exactAddress = (a: string, b: string): boolean => a === b
