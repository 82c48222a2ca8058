import { describe, expect, it } from 'vitest'
import { memoSelector } from './index.js'

type State = { list: number[]; min: number; other: string }

describe('memoSelector', () => {
  const make = () => {
    let runs = 0
    const select = memoSelector([(state: State) => state.list, (state: State) => state.min], (list, min) => {
      runs += 1
      return list.filter((n) => n >= min)
    })
    return { select, runs: () => runs }
  }

  it('gives the same result, computed once, while its inputs are the same values', () => {
    const { select, runs } = make()
    const state: State = { list: [1, 2, 3], min: 2, other: 'a' }
    const first = select(state)
    expect(first).toEqual([2, 3])
    // Another part of the state changed: the same array, so a component reading it does not render again.
    expect(select({ ...state, other: 'b' })).toBe(first)
    expect(runs()).toBe(1)
  })

  it('computes again when any input is another value', () => {
    const { select, runs } = make()
    const state: State = { list: [1, 2, 3], min: 2, other: 'a' }
    const first = select(state)
    expect(select({ ...state, min: 3 })).toEqual([3])
    expect(select({ ...state, min: 3, list: [4] })).toEqual([4])
    expect(select(state)).not.toBe(first)
    expect(runs()).toBe(4)
  })
})
