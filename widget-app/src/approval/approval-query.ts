/**
 * The query parameter that opens the frame document as the approval window
 * (review-in-popup.ts), with the request's id. A module of its own: the first
 * paint reads it, and a module lands whole in one chunk.
 */
export const APPROVAL_QUERY = 'approval'
