import { attestationBody, VerifyPaths, type Attestation } from '@porthole/protocol'
import { parseBody } from '../http/body.js'
import { json, notFound } from '../http/json.js'
import type { Handler, Route } from '../http/router.js'
import { isSameOrigin } from '../http/same-origin.js'
import { findProject } from '../projects/repository.js'
import { allowedPageOrigin } from '../siwx/page-origin.js'
import { findAttestation, registerAttestation } from './attestations.js'

const refuse = (error: string, status: number) => json({ error }, status)

/**
 * The frame registers a WalletConnect request it is about to send, for the
 * page origin it accepted in the handshake (the browser's word, checked
 * against the allow-list there and again here). Only the frame can call this:
 * a page, a phishing site's included, cannot send our origin as its Origin.
 * A non-browser client can, so it can only ever name an origin on the named
 * project's allow-list, for an id nobody registered first.
 */
const register: Handler = async (request, env) => {
  if (!isSameOrigin(request)) return refuse('Origin Not Allowed', 403)
  const input = await parseBody(request, attestationBody())
  if (!input.ok) return input.response
  const project = await findProject(env.DB, input.data.projectId)
  if (!project) return refuse('Invalid Project ID', 403)
  const page = allowedPageOrigin(project, input.data.origin)
  if (!page) return refuse('Origin Not Allowed', 403)
  await registerAttestation(env.DB, { id: input.data.id, projectId: project.id, origin: page.uri })
  return json({ ok: true })
}

/**
 * What a wallet asks at `{verifyUrl}/attestation/{id}?v2Supported=true`, in
 * the shape of WalletConnect's verify server: sign-client compares `origin`
 * with the proposer's metadata url ('VALID' or 'INVALID'); an unknown id is a
 * 404, which it shows as 'UNKNOWN'.
 */
const read: Handler = async (_request, env, { params }) => {
  const origin = await findAttestation(env.DB, params.id ?? '')
  if (origin === undefined) return notFound()
  const response = json({ origin, isScam: false, isVerified: true } satisfies Attestation)
  // Wallets read it from anywhere (a web wallet too); it names only a public origin.
  response.headers.set('Access-Control-Allow-Origin', '*')
  response.headers.set('Cache-Control', 'no-store')
  return response
}

export const verifyRoutes: Route[] = [
  { methods: ['POST'], path: VerifyPaths.attestation, limit: 'api', handle: register },
  { methods: ['GET'], path: `${VerifyPaths.attestation}/:id([0-9a-f]{64})`, limit: 'api', handle: read },
]
