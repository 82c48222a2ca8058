import {
  EIP155_METHODS,
  Messages,
  PasskeyMessages,
  SIGN_OUT_TIMEOUT_MS,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  type ApprovalShows,
  type MethodKind,
  type Namespace,
} from '@porthole/protocol'
import type { Connector, ConnectorSource } from '../connectors/index.js'
import type { ConnectorContext } from '../store/index.js'
import { EMBEDDED_ID } from '../connectors/index.js'
import { EMBEDDED_ICON, SESSION_CHECK_MS } from './embedded-service.js'
import { startingNetwork } from './starting-network.js'
import { embeddedActions } from './embedded-slice.js'
import { signingPasskey } from './embedded-storage.js'
import { smartAccountSecured } from './smart-account-secured.js'
import { embeddedAccount, selectActingAccount, sessionSmartAccount, smartAccountFound } from '../smart-account/index.js'

/**
 * The embedded wallet as a connector. Its `request` is the approval flow
 * (request-embedded.ts: ApproveTransaction, or 'Action not allowed' for what it
 * does not do), so a dapp's request and the frame's own Send or name take the
 * same road. Connecting uses the session a sign-in just stored; restoring asks
 * the worker whether it still lives; disconnecting signs out within 3000 ms.
 * The account it connects with is its smart account where that acts on the
 * starting network (smart-account/acting-account.ts), else the key's own.
 */
export function createEmbeddedConnector(context: ConnectorContext): Connector {
  const { client, storage } = context.services.embedded
  const sessionOf = (ownAddress: string, passkey: boolean) => {
    const caipNetworkId = startingNetwork(context, 'eip155')
    // A passkey account has no key of its own: its address is its smart account, on every network.
    const account = passkey
      ? ({ address: ownAddress, type: 'smartAccount' } as const)
      : embeddedAccount(context.getState().smartAccount, ownAddress, caipNetworkId)
    return { accounts: [account.address], caipNetworkId, accountType: account.type }
  }
  return {
    id: EMBEDDED_ID,
    namespace: 'eip155',
    name: 'Email and social',
    icon: EMBEDDED_ICON,
    ref: { uuid: EMBEDDED_ID, rdns: '' },
    async connect() {
      const session = storage.readSession()
      if (!session) throw new UnauthorizedProviderError(Messages.notConnectedToEmailOrSocial)
      return sessionOf(session.address, session.passkey !== undefined)
    },
    async restore() {
      const session = storage.readSession()
      const user = session && (await client.session(session.token, AbortSignal.timeout(SESSION_CHECK_MS)).catch(() => undefined))
      // A failed or negative connection check clears the stored sign-in, and so does a passkey account whose
      // key the worker now names differently from the one the frame checked at sign-in.
      const samePasskey = session?.passkey === undefined || (session.passkey.publicKey === user?.passkey?.publicKey && user.address === session.address)
      if (!session || !user || !samePasskey) {
        storage.clearSignIn()
        return undefined
      }
      context.dispatch(
        embeddedActions.signedIn({
          address: session.address,
          provider: session.provider,
          username: session.username ?? null,
          expiresAt: session.expiresAt,
        }),
      )
      // The worker says whether a passkey secured the smart account, here or on another device.
      if (user.smartAccountPasskey) context.dispatch(smartAccountSecured(user.smartAccountPasskey, session.token))
      const passkey = session.passkey !== undefined
      context.dispatch(smartAccountFound(passkey ? { address: session.address } : sessionSmartAccount(user, context.getState().smartAccount.enabledNetworks)))
      return sessionOf(user.address, passkey)
    },
    async request(args, { signal } = {}) {
      // The frame's networks are the wallet's: switching needs nothing from the worker.
      const method = EIP155_METHODS.get(args.method)
      if (method?.kind === 'switch') return null
      if (method?.answeredBy === 'assets') {
        const { getAssets } = await import('./get-assets.js')
        return context.dispatch(getAssets(args))
      }
      // A passkey account's signatures, and a secured account's smart account's, come from the passkey alone, which the approval
      // window asks for a transaction, a batch, a message, typed data or a session's grant or revoke (one operation of module
      // calls): any other signature or grant is refused before an approval shows.
      const passkey = signingPasskey(storage.readSession(), selectActingAccount(context.getState(), 'eip155')?.type)
      if (passkey && method && SIGNING_KINDS.has(method.kind) && !PASSKEY_SIGNS.has(method.approval) && method.answeredBy !== 'sessions')
        throw new UnsupportedProviderMethodError(PasskeyMessages.cannotSignYet)
      // ERC-7715's smart sessions, which only the embedded smart account grants (sessions/).
      if (method?.answeredBy === 'sessions') {
        const { requestSessions } = await import('./sessions/request-sessions.js')
        return context.dispatch(requestSessions(args, signal))
      }
      // EIP-5792's methods, which the embedded wallet answers itself.
      if (method?.answeredBy === 'call-batch') {
        const { requestEmbeddedCalls } = await import('./request-embedded-calls.js')
        return context.dispatch(requestEmbeddedCalls(args, signal))
      }
      // The approval UI and ABI decoding (viem) load with the first request that needs them.
      const { requestEmbedded } = await import('./request-embedded.js')
      return context.dispatch(requestEmbedded(args, signal))
    },
    async disconnect() {
      const session = storage.readSession()
      storage.clearSignIn()
      if (session) await client.signOut(session.token, AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS)).catch(() => {})
    },
    on: () => () => {},
  }
}

/** The requests that ask an account to sign something: a signature, a transaction, a grant. */
const SIGNING_KINDS = new Set<MethodKind>(['sign', 'send', 'grant'])
/** What a passkey account's approval window has the passkey sign: a transaction, a batch of calls, a message, typed data. */
const PASSKEY_SIGNS = new Set<ApprovalShows | undefined>(['transaction', 'calls', 'message', 'typed-data'])

/** The embedded wallet's accounts in the other families, as each family's own module makes them. */
export type EmbeddedFamilyConnectors = Partial<Record<Namespace, (context: ConnectorContext) => Connector>>

/**
 * The embedded wallet, an account in each fully supported family (the EVM one
 * here, the others handed in by the assembly, so this folder names no other
 * family), while its sign-in is stored in the frame.
 */
export function embeddedSource(families: EmbeddedFamilyConnectors): ConnectorSource<ConnectorContext> {
  const connectors: EmbeddedFamilyConnectors = { ...families, eip155: createEmbeddedConnector }
  const embeddedFor = (context: ConnectorContext, namespace: Namespace): Connector | undefined => connectors[namespace]?.(context)
  return {
    get: (context, _connectorId, namespace) => embeddedFor(context, namespace),
    find: async (context, stored) => embeddedFor(context, stored.namespace),
  }
}
