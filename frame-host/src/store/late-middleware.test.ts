import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { lateMiddleware } from './late-middleware.js'

const counter = createSlice({ name: 'counter', initialState: 0, reducers: { added: (n) => n + 1 } })

function storeWithLate() {
  const late = lateMiddleware()
  const store = configureStore({ reducer: counter.reducer, middleware: (getDefault) => getDefault().prepend(late.middleware) })
  return { store, late }
}

describe('a middleware installed after the store is built', () => {
  it('lets actions through untouched until it is installed, then sees every one, before the reducers', () => {
    const { store, late } = storeWithLate()
    store.dispatch(counter.actions.added())
    expect(store.getState()).toBe(1)
    const seen: { type: string; before: number }[] = []
    const watching: Middleware = (api) => (next) => (action) => {
      seen.push({ type: (action as { type: string }).type, before: api.getState() as number })
      return next(action)
    }
    late.install(watching)
    store.dispatch(counter.actions.added())
    expect(seen).toEqual([{ type: 'counter/added', before: 1 }])
    expect(store.getState()).toBe(2)
  })

  it('answers for the installed middleware: what it returns is what dispatch returns', () => {
    const { store, late } = storeWithLate()
    late.install(() => () => () => 'answered')
    expect(store.dispatch(counter.actions.added())).toBe('answered')
    expect(store.getState()).toBe(0)
  })

  it('cannot be installed before a store is built around it', () => {
    expect(() => lateMiddleware().install(() => (next) => next)).toThrow('the store has not been built')
  })
})
