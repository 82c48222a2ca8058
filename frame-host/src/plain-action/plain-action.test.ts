import { createAction, createSlice, isAnyOf } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { plainAction } from './index.js'

describe('plainAction', () => {
  it("makes the same actions as Redux Toolkit's createAction, which a slice's addCase and isAnyOf accept", () => {
    const picked = plainAction<string>('list/picked')
    const cleared = plainAction('list/cleared')
    expect(picked('a')).toEqual(createAction<string>('list/picked')('a'))
    expect(cleared()).toEqual(createAction('list/cleared')())
    expect(picked.type).toBe('list/picked')
    const slice = createSlice({
      name: 'list',
      initialState: { picked: '', changes: 0 },
      reducers: {},
      extraReducers: (builder) =>
        builder
          .addCase(picked, (state, { payload }) => {
            state.picked = payload
          })
          .addMatcher(isAnyOf(picked, cleared), (state) => {
            state.changes += 1
          }),
    })
    const state = [picked('b'), cleared(), { type: 'other' }].reduce(slice.reducer, slice.getInitialState())
    expect(state).toEqual({ picked: 'b', changes: 2 })
    expect(picked.match(cleared())).toBe(false)
  })
})
