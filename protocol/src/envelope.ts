import * as z from 'zod/mini'
import { fromUnknown, type ErrorShape } from './errors.js'
import { lazy } from './lazy.js'

/** Every call over the channel returns one of these, so error codes survive. */
export type Envelope<T> = { ok: true; result: T } | { ok: false; error: ErrorShape }

export const errorShape = lazy(() =>
  z.object({
    code: z.int(),
    message: z.string().check(z.maxLength(2_000)),
    data: z.optional(z.unknown()),
  }),
)

export const envelope = lazy(() => z.union([z.object({ ok: z.literal(true), result: z.unknown() }), z.object({ ok: z.literal(false), error: errorShape() })]))

export function ok<T>(result: T): Envelope<T> {
  return { ok: true, result }
}

export function fail(error: unknown): Envelope<never> {
  return { ok: false, error: fromUnknown(error).toJSON() }
}

/** Runs a handler and turns whatever it throws into an error envelope. */
export async function settle<T>(run: () => T | Promise<T>): Promise<Envelope<T>> {
  try {
    return ok(await run())
  } catch (error) {
    return fail(error)
  }
}

export function unwrap<T>(result: Envelope<T>): T {
  if (result.ok) return result.result
  throw fromUnknown(result.error)
}
