import type { Middleware, MiddlewareAPI } from '@reduxjs/toolkit'

/**
 * A place in the store's middleware chain for a middleware whose code arrives
 * after the first paint (the listener middleware, in the start chunk): until it
 * is installed, actions pass straight through.
 */
export function lateMiddleware() {
  let api: MiddlewareAPI | undefined
  let next: ((action: unknown) => unknown) | undefined
  let installed: ((action: unknown) => unknown) | undefined
  const middleware: Middleware = (store) => (following) => {
    api = store
    next = following
    return (action) => (installed ?? following)(action)
  }
  return {
    middleware,
    /** Called once, after configureStore has built the chain. */
    install(late: Middleware): void {
      if (!api || !next) throw new Error('lateMiddleware: the store has not been built')
      installed = late(api)(next)
    },
  }
}
