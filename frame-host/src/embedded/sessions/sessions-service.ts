import type { FrameServices } from '../../services.js'
import { createSessionsClient, type SessionsClient } from './sessions-client.js'

const clients = new WeakMap<FrameServices, SessionsClient>()

/** The session routes' client, made on first use from the frame's fetch and project, so none of it loads with the frame. */
export function sessionsClientOf(services: FrameServices): SessionsClient {
  let client = clients.get(services)
  if (!client) clients.set(services, (client = createSessionsClient(services.sessionsApi.fetch, services.sessionsApi.projectId)))
  return client
}
