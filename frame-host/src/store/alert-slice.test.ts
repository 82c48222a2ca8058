import { describe, expect, it } from 'vitest'
import { raiseAlert } from './alert-slice.js'
import { dismissAlert } from './alert-state.js'
import { selectAlerts } from './selectors.js'
import { frameStore } from '../testing/frame-store.js'

describe('alerts (each shown once)', () => {
  it('raising the same alert twice shows it once, beside other alerts', () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(raiseAlert('Rate Limited'))
    store.dispatch(raiseAlert('Server Error'))
    store.dispatch(raiseAlert('Rate Limited'))
    expect(selectAlerts(store.getState())).toEqual(['Rate Limited', 'Server Error'])
  })

  it('a dismissed alert goes and does not come back', () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(raiseAlert('Rate Limited'))
    store.dispatch(dismissAlert('Rate Limited'))
    expect(selectAlerts(store.getState())).toEqual([])
    store.dispatch(raiseAlert('Rate Limited'))
    expect(selectAlerts(store.getState())).toEqual([])
  })
})
