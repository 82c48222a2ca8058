import {
  channelStatus,
  farcasterSession,
  farcasterStart,
  FarcasterPaths,
  InternalRpcError,
  Messages,
  type FarcasterSession,
  type FarcasterStart,
} from '@porthole/protocol'
import type { AuthFetch } from '../http/index.js'

/** HTTP timeout: no step of the sign-in waits forever on the worker. */
const TIMEOUT_MS = 10_000

/** The worker's Farcaster routes as the frame (same origin) calls them; every failure is the 'Failed to connect to farcaster'. */
export type FarcasterClient = {
  start(): Promise<FarcasterStart>
  /** Whether the visitor's Farcaster client has answered the channel. */
  completed(channelToken: string): Promise<boolean>
  complete(channel: FarcasterStart): Promise<FarcasterSession>
}

const failed = () => new InternalRpcError(Messages.failedToConnectFarcaster)

export function createFarcasterClient(fetch: AuthFetch, projectId: string): FarcasterClient {
  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    try {
      const response = await fetch(path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
      return { status: response.status, body: await response.json().catch(() => undefined) }
    } catch {
      throw failed()
    }
  }
  const post = (path: string, body: object) =>
    call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...body, projectId }) })
  return {
    async start() {
      const { status, body } = await post(FarcasterPaths.start, {})
      const channel = farcasterStart().safeParse(body)
      if (status !== 200 || !channel.success) throw failed()
      return channel.data
    },
    async completed(channelToken) {
      const { status, body } = await call(FarcasterPaths.status, { headers: { Authorization: `Bearer ${channelToken}` } })
      const parsed = channelStatus().safeParse(body)
      if ((status !== 200 && status !== 202) || !parsed.success) throw failed()
      return parsed.data.state === 'completed'
    },
    async complete({ channelToken, secret }) {
      const { status, body } = await post(FarcasterPaths.complete, { channelToken, secret })
      const session = farcasterSession().safeParse(body)
      if (status !== 200 || !session.success) throw failed()
      return session.data
    },
  }
}
