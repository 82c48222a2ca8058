import { Alerts } from '@porthole/protocol'
import { json } from '../http/json.js'
import { verifyRelayAuth } from './auth.js'
import { CLIENT_HEADER, CONN_HEADER, IP_HEADER } from './connection.js'
import { ipConnections } from './ip-connections.js'
import { allowsProject, readRelayLimits } from './limits-config.js'

const PROJECT_ID = /^[\w-]{1,128}$/

/**
 * `GET /relay?projectId=…&auth=<JWT>` with `Upgrade: websocket`: the WalletConnect
 * relay. The JWT is checked before the upgrade, so a refused client gets a plain
 * HTTP 401 with the reason. The project id is only checked for shape (a wallet
 * brings its own, which Porthole does not know) unless RELAY_PROJECT_IDS names
 * the ones allowed. Each client IP holds at most `connectionsPerIp` sockets.
 */
export async function handleRelay(request: Request, env: Env): Promise<Response> {
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
    return json({ error: 'Expected a WebSocket upgrade' }, 426, { Upgrade: 'websocket' })
  }
  const url = new URL(request.url)
  if (!PROJECT_ID.test(url.searchParams.get('projectId') ?? '')) return json({ error: Alerts.invalidProjectId }, 400)
  const auth = await verifyRelayAuth(url.searchParams.get('auth') ?? '', url, Math.floor(Date.now() / 1000))
  if (!auth.ok) return json({ error: 'Unauthorized', reason: auth.reason }, 401)
  if (!allowsProject(env.RELAY_PROJECT_IDS, url.searchParams.get('projectId') ?? '')) return json({ error: Alerts.invalidProjectId }, 403)
  const ip = request.headers.get('CF-Connecting-IP') ?? 'unknown'
  const conn = crypto.randomUUID()
  const slots = ipConnections(env, ip)
  const { connectionsPerIp } = readRelayLimits(env.RELAY_LIMITS)
  if (!(await slots.open(conn, connectionsPerIp))) {
    return json({ error: `Too many relay connections from this address (at most ${connectionsPerIp})` }, 429, { 'Retry-After': '60' })
  }
  const stub = env.RELAY_CONNECTION.get(env.RELAY_CONNECTION.idFromName(auth.clientId))
  const response = await stub.fetch('https://relay.internal/connect', {
    headers: { Upgrade: 'websocket', [CLIENT_HEADER]: auth.clientId, [CONN_HEADER]: conn, [IP_HEADER]: ip },
  })
  if (response.status !== 101) await slots.close(conn)
  return response
}
