/** The part of `localStorage` the frame uses, so tests (and blocked storage) can hand in their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
