import {
  isFullySupported,
  namespaceOfNetworkId,
  SiwxErrors,
  SiwxPaths,
  siwxNonceBody,
  siwxSignOutBody,
  siwxVerifyBody,
  type SiwxMessage,
  type SiwxRequest,
} from '@porthole/protocol'
import { parseBody } from '../http/body.js'
import { json } from '../http/json.js'
import type { Handler, Route } from '../http/router.js'
import { isSameOrigin } from '../http/same-origin.js'
import type { Project } from '../projects/project.js'
import { findProject } from '../projects/repository.js'
import { siwxConfigOf } from './config.js'
import { serialize } from './message.js'
import { issueNonce } from './nonces.js'
import { allowedPageOrigin } from './page-origin.js'
import { revokeSiwxSession } from './sessions.js'
import { verifySignIn } from './verify.js'

const refuse = (error: string, status = 400) => json({ error }, status)

/**
 * Only the frame, on the worker's own origin, asks for messages and verifies
 * them, and only for a project that exists: the page never reaches these.
 */
function frameOnly<T extends { projectId: string }>(
  schema: Parameters<typeof parseBody<T>>[1],
  respond: (input: T, project: Project, env: Env) => Promise<Response>,
): Handler {
  return async (request, env) => {
    if (!isSameOrigin(request)) return refuse(SiwxErrors.originNotAllowed, 403)
    const input = await parseBody(request, schema)
    if (!input.ok) return input.response
    const project = await findProject(env.DB, input.data.projectId)
    if (!project) return refuse('Invalid Project ID', 403)
    return respond(input.data, project, env)
  }
}

/** A message for the page origin the frame accepted, with a fresh nonce and the project's statement, resources and expiry. */
const handleNonce = frameOnly(siwxNonceBody(), async (body, project, env) => {
  const page = allowedPageOrigin(project, body.origin)
  if (!page) return refuse(SiwxErrors.originNotAllowed, 403)
  // Sign-in messages exist for the fully supported families: EIP-4361 and Sign-In With Solana.
  if (!isFullySupported(namespaceOfNetworkId(body.chainId))) return refuse(SiwxErrors.unsupportedChain)
  const config = siwxConfigOf(project)
  const issued = await issueNonce(env, project.id, page, body.accountAddress, body.chainId)
  const now = Date.now()
  const request: SiwxRequest = {
    chainId: body.chainId,
    domain: page.domain,
    uri: page.uri,
    version: '1',
    nonce: issued.nonce,
    ...(config.statement ? { statement: config.statement } : {}),
    ...(config.resources?.length ? { resources: config.resources } : {}),
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + config.expirySeconds * 1000).toISOString(),
  }
  if (body.accountAddress === undefined) return json(request)
  const fields = { ...request, accountAddress: body.accountAddress }
  return json({ ...fields, serializedMessage: serialize(fields) } satisfies SiwxMessage)
})

const handleVerify = frameOnly(siwxVerifyBody(), async (body, project, env) => {
  const result = await verifySignIn(env, project, body.message, body.signature)
  return result.ok ? json(result.session) : refuse(result.error, 401)
})

const handleSignOut = frameOnly(siwxSignOutBody(), async (body, project, env) => {
  await revokeSiwxSession(env, project.id, body.sessionId)
  return json({ ok: true })
})

/** Sign-in with X (protocol/src/siwx.ts). */
export const siwxRoutes: Route[] = [
  { methods: ['POST'], path: SiwxPaths.nonce, limit: 'auth', handle: handleNonce },
  { methods: ['POST'], path: SiwxPaths.verify, limit: 'auth', handle: handleVerify },
  { methods: ['POST'], path: SiwxPaths.signOut, limit: 'auth', handle: handleSignOut },
]
