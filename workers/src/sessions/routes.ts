import {
  Alerts,
  Messages,
  projectId,
  registerSessionBody,
  revokeSessionBody,
  revokeSessionMessage,
  SESSION_MODULE_ADDRESS,
  SessionMessages,
  SessionPaths,
  SessionRequestError,
  sessionContext,
  sessionGrantOf,
  type SmartSession,
} from '@porthole/protocol'
import { isAddressEqual, type Address, type Hex, type PublicClient } from 'viem'
import * as z from 'zod'
import { isKeyed, type Account } from '../auth/accounts.js'
import { credentialOfAccount } from '../auth/passkey/credentials.js'
import { authenticate } from '../auth/session-auth.js'
import { smartAccountAddress } from '../smart-account/account.js'
import { smartAccountChains } from '../smart-account/config.js'
import { parseBody } from '../http/body.js'
import { json } from '../http/json.js'
import type { Handler, Route } from '../http/router.js'
import { isSameOrigin } from '../http/same-origin.js'
import { withProject } from '../http/with-project.js'
import type { Project } from '../projects/project.js'
import { findProject } from '../projects/repository.js'
import { chainClient, grantMismatch, isSafeOwner, revokedOnChain, verifyAccountMessage } from './chain.js'
import { findSession, listActiveSessions, markRevoked, storeSession, type SessionRecord } from './repository.js'

const refuse = (error: string, status = 400) => json({ error }, status)

/** `{address}`: a plain address, or CAIP-10 (`eip155:1:0x…`) as AppKit sends it, which also names the chain. */
const accountParam = z
  .string()
  .regex(/^(?:(eip155:\d{1,12}):)?(0x[0-9a-fA-F]{40})$/)
  .transform((text) => {
    const [, chainId, address] = /^(?:(eip155:\d{1,12}):)?(0x[0-9a-fA-F]{40})$/.exec(text)!
    return { chainId, address: address!.toLowerCase() as Address }
  })
const accountQuery = z.object({ projectId: projectId(), address: accountParam })

const secondsNow = () => Math.floor(Date.now() / 1000)

/**
 * Whether the Safe is the signed-in account's own smart account: a passkey account's is its address;
 * an email or social account's has its key as owner, or had until the account secured it with a
 * passkey, when it is the smart account derived from that key.
 */
async function accountHoldsSafe(env: Env, account: Account, client: PublicClient, safe: Address): Promise<boolean> {
  if (!isKeyed(account)) return isAddressEqual(account.address, safe)
  if (await isSafeOwner(client, safe, account.address)) return true
  const [chain] = smartAccountChains(env)
  if (!chain || !(await credentialOfAccount(env, account.id))) return false
  return isAddressEqual(await smartAccountAddress(account.address, chain), safe)
}

/**
 * The frame registers a grant right after its transaction: only from the
 * worker's own origin, for the signed-in embedded account, and only what the
 * chain shows (grantMismatch), so a record never claims more than the module enforces.
 */
const handleRegister: Handler = async (request, env) => {
  if (!isSameOrigin(request)) return refuse(Alerts.originNotAllowed, 403)
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, registerSessionBody())
  if (!body.ok) return body.response
  const { projectId: id, chainId, address, sessionKey, expiry, permissions } = body.data
  const project = await findProject(env.DB, id)
  if (!project) return refuse(Alerts.invalidProjectId, 403)
  if (expiry <= secondsNow()) return refuse(SessionMessages.expiry)
  let grant
  try {
    grant = sessionGrantOf(permissions, address)
  } catch (error) {
    if (error instanceof SessionRequestError) return json({ error: error.message, field: error.data.field, reason: error.data.reason }, 400)
    throw error
  }
  const client = chainClient(env, chainId)
  if (!client) return refuse(Messages.chainNotSupported)
  if (!(await accountHoldsSafe(env, auth.account, client, address as Address))) return refuse(SessionMessages.notOwner, 403)
  const mismatch = await grantMismatch(client, { safe: address as Address, key: sessionKey as Address, expiry, grant })
  if (mismatch) return refuse(mismatch, 409)
  const record = await storeSession(env, { projectId: project.id, chainId, address, sessionKey, accountId: auth.account.id, permissions, expiry })
  return json({ pci: record.pci, context: sessionContext(SESSION_MODULE_ADDRESS, record.address, record.sessionKey) })
}

const listed = (record: SessionRecord, project: Project): SmartSession => ({
  project: { id: project.id, name: project.name },
  pci: record.pci,
  chainId: record.chainId,
  sessionKey: record.sessionKey,
  expiry: record.expiry,
  createdAt: Math.floor(record.createdAt / 1000),
  permissions: record.permissions,
  policies: [],
  context: sessionContext(SESSION_MODULE_ADDRESS, record.address, record.sessionKey),
})

/** `GET /v1/sessions/{address}`: the project's active sessions of the account (AppKit's `{ pcis }`). */
const handleList = withProject(accountQuery, async ({ address }, _request, env, project) => {
  const records = await listActiveSessions(env, project.id, address.address, address.chainId)
  return json({ pcis: records.map((record) => listed(record, project)) })
})

/**
 * `POST /v1/sessions/{address}/revoke` with `{ pci, signature }`: the
 * account signs revokeSessionMessage(pci), so only the account ends its
 * record; or the module on chain shows the key revoked already (a passkey
 * account revokes in one operation its passkey signs, and sends its hash), a
 * record that only follows the chain. The on-chain revoke is the account's own
 * transaction (the module's `revoke`); this ends the record the Account view lists.
 */
const handleRevoke = withProject(accountQuery, async ({ address }, request, env, project) => {
  const body = await parseBody(request, revokeSessionBody())
  if (!body.ok) return body.response
  const record = await findSession(env, project.id, address.address, body.data.pci)
  if (!record || (address.chainId !== undefined && address.chainId !== record.chainId)) return refuse(SessionMessages.unknownSession, 404)
  const client = chainClient(env, record.chainId)
  if (!client) return refuse(Messages.chainNotSupported)
  const valid =
    (await verifyAccountMessage(client, record.address as Address, revokeSessionMessage(record.pci), body.data.signature as Hex)) ||
    (await revokedOnChain(client, record.address as Address, record.sessionKey as Address))
  if (!valid) return refuse(SessionMessages.badSignature, 401)
  await markRevoked(env, record.pci)
  return json({ success: true })
})

/** Smart sessions (protocol/src/sessions.ts). */
export const sessionRoutes: Route[] = [
  { methods: ['POST'], path: SessionPaths.register, limit: 'auth', handle: handleRegister },
  { methods: ['GET', 'OPTIONS'], path: '/v1/sessions/:address([^/]{1,128})', limit: 'api', handle: handleList },
  { methods: ['POST', 'OPTIONS'], path: '/v1/sessions/:address([^/]{1,128})/revoke', limit: 'api', handle: handleRevoke },
]
