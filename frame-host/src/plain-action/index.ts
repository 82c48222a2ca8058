import type { PayloadAction, PayloadActionCreator } from '@reduxjs/toolkit'

/**
 * An action creator as Redux Toolkit's `createAction` makes it (`type`, `match`, usable in a
 * slice's `addCase` and in `isAnyOf`), for the actions the first paint's views dispatch. The first
 * paint carries no Redux Toolkit: the package is one module, and a module lands whole in one chunk,
 * so one `createAction` there would bring the slices' machinery and Immer with it. Elsewhere, use
 * `createAction` or a slice's actions.
 */
export function plainAction<P = void, T extends string = string>(type: T): PayloadActionCreator<P, T> {
  const create = (payload?: P) => ({ type, payload })
  const match = (action: unknown): action is PayloadAction<P, T> =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type
  return Object.assign(create, { type, match, toString: () => type }) as unknown as PayloadActionCreator<P, T>
}
