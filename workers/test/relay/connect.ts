import { exports } from 'cloudflare:workers'
import { BASE } from '../support.js'
import { RelayClient, createIdentity, relayUrl, type Identity } from './client.js'

/** An upgrade request to the worker under test, as a browser or sign-client would send it; each from a client address of its own unless one is named. */
export const upgrade = (url: string, ip: string = crypto.randomUUID()) =>
  exports.default.fetch(new Request(url, { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': ip } }))

/** A relay client inside workerd, over the socket the worker hands back. */
export async function connect(identity?: Identity, ip?: string): Promise<RelayClient> {
  const response = await upgrade(await relayUrl(BASE, identity ?? (await createIdentity())), ip)
  if (!response.webSocket) throw new Error(`relay refused: ${response.status} ${await response.text()}`)
  response.webSocket.accept()
  return new RelayClient(response.webSocket)
}
