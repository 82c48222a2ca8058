/**
 * A value built on first use, then kept. Schemas are built this way so the host
 * page and the frame pay only for the ones they meet (zod schemas are heavy
 * objects, and the frame's startup would otherwise build them all).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
