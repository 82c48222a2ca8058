import { AuthScopeHeaders } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import type { AuthFetch } from '../http/index.js'
import { scopedAuthFetch, type AuthScope } from './scoped-auth-fetch.js'

describe('scopedAuthFetch', () => {
  it("names the frame's project on every auth call, and the page origin once the handshake named it, keeping the call's own headers", async () => {
    const sent: Headers[] = []
    const fetch: AuthFetch = async (_url, init) => {
      sent.push(new Headers(init.headers))
      return new Response(null, { status: 204 })
    }
    const scope: AuthScope = { projectId: 'project-a', pageOrigin: undefined }
    const scoped = scopedAuthFetch(fetch, () => scope)
    await scoped('/auth/session', { headers: { Authorization: 'Bearer ph_x' } })
    scope.pageOrigin = 'https://dapp.example'
    await scoped('/auth/session', { headers: { Authorization: 'Bearer ph_x' } })
    expect(sent.map((h) => [h.get(AuthScopeHeaders.project), h.get(AuthScopeHeaders.pageOrigin), h.get('Authorization')])).toEqual([
      ['project-a', '', 'Bearer ph_x'],
      ['project-a', 'https://dapp.example', 'Bearer ph_x'],
    ])
  })
})
