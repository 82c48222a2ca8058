import * as z from 'zod/mini'

/**
 * `GET /frame/status`: whether the calling page's origin may embed the frame.
 * The loader asks only after the frame stayed silent, to name the reason.
 */
export const frameStatus = z.object({
  status: z.enum(['ok', 'origin-not-allowed', 'invalid-project', 'missing-project']),
})
export type FrameStatus = z.infer<typeof frameStatus>['status']
