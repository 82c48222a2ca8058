import * as z from 'zod/mini'

/**
 * Host pages and the frame may forbid eval by CSP: zod must not try to
 * compile parsers with `new Function` (a CSP report each time, and more heap).
 */
export function disableZodJit(): void {
  z.config({ jitless: true })
}
