import { AuthScopeHeaders } from '@porthole/protocol'

/** The project and page origin a session is used for (or issued to). */
export type SessionScope = { projectId: string; pageOrigin: string | null }

const PROJECT = /^[A-Za-z0-9_-]{1,64}$/

/** The scope the frame names in its headers, or undefined when it names no (well-formed) project. */
export function scopeOf(request: Request): SessionScope | undefined {
  const projectId = request.headers.get(AuthScopeHeaders.project)
  if (projectId === null || !PROJECT.test(projectId)) return undefined
  const origin = request.headers.get(AuthScopeHeaders.pageOrigin)
  // An empty origin: the frame has not yet heard from its page.
  return { projectId, pageOrigin: origin && origin.length <= 512 ? origin : null }
}

/**
 * Whether a session bound to `bound` may be used for `asked`: the same project,
 * and the same page origin when both know one (a frame checks its stored session
 * on load, before the page's handshake names the origin). An unbound session
 * may be used (the caller binds it to the first frame's scope).
 */
export function scopeAllows(bound: SessionScope | undefined, asked: SessionScope | undefined): boolean {
  if (!bound) return true
  if (!asked || asked.projectId !== bound.projectId) return false
  return bound.pageOrigin === null || asked.pageOrigin === null || asked.pageOrigin === bound.pageOrigin
}
