import { isOriginAllowed, type FrameStatus } from '@porthole/protocol'
import { json } from '../http/json.js'
import { resolveProject, type FrameProject } from '../frame/resolve.js'

function statusOf(resolved: FrameProject, origin: string | null): FrameStatus {
  switch (resolved.kind) {
    case 'missing':
      return 'missing-project'
    case 'invalid':
      return 'invalid-project'
    case 'known':
      return origin !== null && isOriginAllowed(origin, resolved.project.allowedOrigins) ? 'ok' : 'origin-not-allowed'
  }
}

/**
 * Whether the calling page may embed the frame. Open to every origin: it
 * tells no more than the frame's own `frame-ancestors` header does.
 */
export async function handleFrameStatus(request: Request, env: Env): Promise<Response> {
  const resolved = await resolveProject(env.DB, new URL(request.url).searchParams.get('projectId'))
  return json({ status: statusOf(resolved, request.headers.get('Origin')) }, 200, { 'Access-Control-Allow-Origin': '*' })
}
