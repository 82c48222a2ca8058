/**
 * sign-client's bundled storage module reads `window.localStorage` as it
 * loads, which throws where the browser denies it to the frame: a memory one
 * stands in (sign-client itself keeps its records in the storage above).
 */
export function guardLocalStorage(): void {
  try {
    void globalThis.localStorage
  } catch {
    const items = new Map<string, string>()
    const stand: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
    }
    Object.defineProperty(globalThis, 'localStorage', { value: stand, configurable: true })
  }
}
