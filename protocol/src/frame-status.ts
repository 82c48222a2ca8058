import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/**
 * `GET /frame/status`: whether the calling page's origin may embed the frame.
 * The loader asks only after the frame stayed silent, to name the reason.
 */
export const FrameStatuses = ['ok', 'origin-not-allowed', 'invalid-project', 'missing-project'] as const
export const frameStatus = lazy(() => z.object({ status: z.enum(FrameStatuses) }))
export type FrameStatus = (typeof FrameStatuses)[number]
