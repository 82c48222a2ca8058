import { AuthScopeHeaders } from '@porthole/protocol'
import type { AuthFetch } from '../http/index.js'

/** What the frame runs for: its project, and the page it is embedded in once the handshake named it. */
export type AuthScope = { projectId: string; pageOrigin: string | undefined }

/**
 * Every auth call names the frame's project and page origin: the worker binds
 * a session to them, so a token read from this origin's storage by another
 * project's frame is refused there (4100).
 */
export function scopedAuthFetch(fetch: AuthFetch, scope: () => AuthScope): AuthFetch {
  return (url, init) => {
    const headers = new Headers(init.headers)
    const { projectId, pageOrigin = '' } = scope()
    headers.set(AuthScopeHeaders.project, projectId)
    // Empty until the handshake: the worker reads it as no origin.
    headers.set(AuthScopeHeaders.pageOrigin, pageOrigin)
    return fetch(url, { ...init, headers })
  }
}
