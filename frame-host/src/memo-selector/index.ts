// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a function type leaves its parameter open to inference only as any
type Input = (state: any) => unknown
/** What the input selectors read, each of the same state. */
type Values<F extends readonly Input[]> = { [K in keyof F]: ReturnType<F[K]> }

/**
 * A derived value that is computed again only when one of its inputs is another value (by
 * reference), so a component reading it renders again only when it changed: Reselect's
 * `createSelector` with a cache of one. The first paint's few derived values use this; Reselect
 * itself would be 1.2 KB of the first paint's script. After the first paint, use `createSelector`.
 */
export function memoSelector<const F extends readonly [Input, ...Input[]], R>(
  inputs: F,
  combine: (...values: Values<F>) => R,
): (state: Parameters<F[0]>[0]) => R {
  let last: readonly unknown[] | undefined
  let result: R
  return (state) => {
    const values = inputs.map((input) => input(state))
    if (!last || values.some((value, i) => !Object.is(value, last![i]))) {
      last = values
      result = combine(...(values as Values<F>))
    }
    return result
  }
}
