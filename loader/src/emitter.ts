export type Listener = (payload?: unknown) => void

/** Named events with plain listeners: the site's `porthole.on` and the provider's EIP-1193 events. */
export function createEmitter() {
  // Each listener maps to whether it runs once.
  const listeners = new Map<string, Map<Listener, boolean>>()
  const add = (event: string, fn: Listener, once: boolean) => {
    let map = listeners.get(event)
    if (!map) listeners.set(event, (map = new Map()))
    map.set(fn, once)
  }
  return {
    on: (event: string, fn: Listener) => add(event, fn, false),
    once: (event: string, fn: Listener) => add(event, fn, true),
    off(event: string, fn: Listener) {
      listeners.get(event)?.delete(fn)
    },
    emit(event: string, payload?: unknown) {
      const map = listeners.get(event)
      for (const [fn, once] of [...(map ?? [])]) {
        if (once) map!.delete(fn)
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
