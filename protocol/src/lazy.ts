/**
 * A value built on first use, then kept. Schemas are built this way so the host
 * page and the frame pay only for the ones they meet (zod schemas are heavy
 * objects, and the frame's startup would otherwise build them all).
 * Marked free of side effects, so a bundle drops every schema it never
 * reads, and zod with them where none is read (the frame's first paint).
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
