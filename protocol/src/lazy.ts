/**
 * A value built on first use, then kept. Schemas are built this way so the host
 * page pays only for the ones its messages meet (zod schemas are heavy objects).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
