export type Listener = (payload?: unknown) => void

/** The few events a site subscribes to with `porthole.on`. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, fn: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(fn)
    },
    off(event: string, fn: Listener) {
      listeners.get(event)?.delete(fn)
    },
    emit(event: string, payload?: unknown) {
      for (const fn of listeners.get(event) ?? []) {
        try {
          fn(payload)
        } catch (error) {
          // One failing site listener must not stop the others.
          console.error(error)
        }
      }
    },
  }
}
