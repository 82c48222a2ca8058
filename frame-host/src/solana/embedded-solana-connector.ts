import { Messages, PasskeyMessages, SIGN_OUT_TIMEOUT_MS, UnauthorizedProviderError } from '@porthole/protocol'
import type { Connector } from '../connectors/index.js'
import type { ConnectorContext } from '../store/index.js'
import { EMBEDDED_ID } from '../connectors/index.js'
import { EMBEDDED_ICON, SESSION_CHECK_MS, startingNetwork } from '../embedded/index.js'

/**
 * The embedded wallet's Solana account: the ed25519 key the worker keeps for
 * the same identity as the EVM one, under the same custody. Requests go
 * through ApproveTransaction (request-embedded-solana.ts); signing out
 * ends both accounts. The embedded wallet takes it from here (connector-registry.ts).
 */
export function createEmbeddedSolanaConnector(context: ConnectorContext): Connector {
  const { client, storage } = context.services.embedded
  return {
    id: EMBEDDED_ID,
    namespace: 'solana',
    name: 'Email and social',
    icon: EMBEDDED_ICON,
    ref: { uuid: EMBEDDED_ID, rdns: '' },
    async connect() {
      const session = storage.readSession()
      if (session?.passkey) throw new UnauthorizedProviderError(PasskeyMessages.noSolana)
      const address = session?.solanaAddress
      if (!address) throw new UnauthorizedProviderError(Messages.notConnectedToEmailOrSocial)
      return { accounts: [address], caipNetworkId: startingNetwork(context, 'solana') }
    },
    async restore() {
      const session = storage.readSession()
      const user = session?.solanaAddress && (await client.session(session.token, AbortSignal.timeout(SESSION_CHECK_MS)).catch(() => undefined))
      if (!session?.solanaAddress || !user || user.solanaAddress !== session.solanaAddress) return undefined
      return { accounts: [session.solanaAddress], caipNetworkId: startingNetwork(context, 'solana') }
    },
    async request(args, { signal } = {}) {
      // Decoding transactions (@solana/kit) and the approval load with the first request.
      const { requestEmbeddedSolana } = await import('./request-embedded-solana.js')
      return context.dispatch(requestEmbeddedSolana(args, signal))
    },
    async disconnect() {
      const session = storage.readSession()
      storage.clearSignIn()
      if (session) await client.signOut(session.token, AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS)).catch(() => {})
    },
    on: () => () => {},
  }
}
