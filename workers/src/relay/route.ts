import { Alerts } from '@porthole/protocol'
import { json } from '../http/json.js'
import { verifyRelayAuth } from './auth.js'
import { CLIENT_HEADER } from './connection.js'

const PROJECT_ID = /^[\w-]{1,128}$/

/**
 * `GET /relay?projectId=…&auth=<JWT>` with `Upgrade: websocket`: the WalletConnect
 * relay. The JWT is checked before the upgrade, so a refused client gets a plain
 * HTTP 401 with the reason. The project id is only checked for shape: a wallet
 * brings its own, which Porthole does not know.
 */
export async function handleRelay(request: Request, env: Env): Promise<Response> {
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
    return json({ error: 'Expected a WebSocket upgrade' }, 426, { Upgrade: 'websocket' })
  }
  const url = new URL(request.url)
  if (!PROJECT_ID.test(url.searchParams.get('projectId') ?? '')) return json({ error: Alerts.invalidProjectId }, 400)
  const auth = await verifyRelayAuth(url.searchParams.get('auth') ?? '', url, Math.floor(Date.now() / 1000))
  if (!auth.ok) return json({ error: 'Unauthorized', reason: auth.reason }, 401)
  const stub = env.RELAY_CONNECTION.get(env.RELAY_CONNECTION.idFromName(auth.clientId))
  return stub.fetch('https://relay.internal/connect', { headers: { Upgrade: 'websocket', [CLIENT_HEADER]: auth.clientId } })
}
