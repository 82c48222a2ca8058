import { EIP155_METHODS, fromUnknown, InternalRpcError, Messages, ProviderDisconnectedError, type Namespace, type RpcRequest } from '@porthole/protocol'
import { SignClient } from '@walletconnect/sign-client'
import * as z from 'zod/mini'
import { eip155NetworkId } from '../chains/index.js'
import { abortable, type Connector, type ConnectorListener, parseAccounts, parseChainId, parseSolanaAccounts, type WalletSession } from '../connectors/index.js'
import { WALLETCONNECT_ID, type WalletConnectOptions } from './options.js'
import { signClientStorage } from './wc-storage.js'
import { namedFamilyOf, wcFamilyCall, WC_COSMOS_METHODS, WC_POLKADOT_METHODS, type WcFamilyCall } from './wc-polkadot-cosmos.js'

type Client = Awaited<ReturnType<typeof SignClient.init>>
type Session = Awaited<ReturnType<Awaited<ReturnType<Client['connect']>>['approval']>>

export const WC_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'eth_signTypedData',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
]
export const WC_EVENTS = ['accountsChanged', 'chainChanged']
/** WalletConnect's Solana methods (the page's requests map onto them one to one). */
export const WC_SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions']
/** WalletConnect's bip122 methods (send transfer, sign message, sign psbt, account addresses). */
export const WC_BIP122_METHODS = ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses']

/** The families a session can carry, and what each one got. */
export type Family = Namespace
export type FamilySessions = Partial<Record<Family, WalletSession>>

/** One-click auth: the worker's sign-in request for the page, as sign-client's `authenticate` takes it. */
export type AuthRequest = {
  domain: string
  uri: string
  nonce: string
  statement?: string | undefined
  resources?: string[] | undefined
  expirationTime: string
}
/** What a wallet that answered `authenticate` signed: the EIP-4361 text sign-client writes from its CACAO, and the signature. */
export type SignedIn = { message: string; signature: string }

export type WalletConnect = {
  /**
   * A new pairing for these chains per family: its `wc:` URI now, each family's session once a wallet approves it.
   * With `auth` and EVM chains it is `authenticate` (connect and sign in with one approval); a wallet without
   * it approves the fallback proposal, and then there is no `signIn`.
   */
  pair(chains: Partial<Record<Family, string[]>>, auth?: AuthRequest): Promise<{ uri: string; approval: Promise<FamilySessions & { signIn?: SignedIn }> }>
  /** The session's connector for a family: `restore` makes the latest live stored session current. */
  connector(family: Family): Connector
}

/** `eip155:1:0xabc` accounts of the session: the first one's chain, and that chain's addresses. */
function eip155Of(session: Session): WalletSession | undefined {
  const caip10 = session.namespaces.eip155?.accounts ?? []
  if (caip10.length === 0) return undefined
  const chain = caip10[0]?.split(':')[1]
  const accounts = caip10.filter((a) => a.split(':')[1] === chain).map((a) => a.split(':')[2])
  return { accounts: [...new Set(parseAccounts(accounts))], caipNetworkId: eip155NetworkId(parseChainId(Number(chain))) }
}

/** `solana:<genesis>:<base58>` accounts: the first one's cluster, and its addresses. */
function solanaOf(session: Session): WalletSession | undefined {
  const caip10 = session.namespaces.solana?.accounts ?? []
  const first = caip10[0]?.split(':')
  if (!first || first.length !== 3) return undefined
  const accounts = caip10
    .map((a) => a.split(':'))
    .filter((parts) => parts[1] === first[1])
    .map((parts) => parts[2])
  return { accounts: [...new Set(parseSolanaAccounts(accounts))], caipNetworkId: `solana:${first[1]}` }
}

/**
 * Bitcoin addresses (base58 or bech32, 14 to 90 characters). Written here, not taken from the
 * families' schemas: what this chunk imports comes into it, and the page's family wallets would
 * then load WalletConnect's client.
 */
const bitcoinAddresses = z.array(z.string().check(z.regex(/^[0-9A-Za-z]{14,90}$/))).check(z.maxLength(16))

/** `bip122:<genesis>:<address>` accounts: the first one's chain, and its addresses (a wallet lists its payment address first). */
function bip122Of(session: Session): WalletSession | undefined {
  const caip10 = session.namespaces.bip122?.accounts ?? []
  const first = caip10[0]?.split(':')
  if (!first || first.length !== 3) return undefined
  const parsed = bitcoinAddresses.safeParse(
    caip10
      .map((a) => a.split(':'))
      .filter((parts) => parts[1] === first[1])
      .map((parts) => parts[2]),
  )
  if (!parsed.success) throw new InternalRpcError(Messages.failedToConnect)
  return { accounts: [...new Set(parsed.data)], caipNetworkId: `bip122:${first[1]}` }
}

const polkadotOf = (session: Session) => namedFamilyOf(session.namespaces, 'polkadot')
const cosmosOf = (session: Session) => namedFamilyOf(session.namespaces, 'cosmos')

const familiesOf = (session: Session): FamilySessions => {
  const eip155 = eip155Of(session)
  const solana = solanaOf(session)
  const bip122 = bip122Of(session)
  const polkadot = polkadotOf(session)
  const cosmos = cosmosOf(session)
  return {
    ...(eip155 ? { eip155 } : {}),
    ...(solana ? { solana } : {}),
    ...(bip122 ? { bip122 } : {}),
    ...(polkadot ? { polkadot } : {}),
    ...(cosmos ? { cosmos } : {}),
  }
}

/** The dapp side of WalletConnect: one sign-client on the relay, one current session. */
export async function createWalletConnect({ projectId, relayUrl, storage, presence }: WalletConnectOptions & { relayUrl: string }): Promise<WalletConnect> {
  const origin = globalThis.location.origin
  const client = await SignClient.init({
    projectId,
    relayUrl,
    storage: await signClientStorage(storage),
    telemetryEnabled: false,
    logger: 'error',
    metadata: presence.metadata() ?? { name: new URL(origin).host, description: '', url: origin, icons: [] },
  })
  // Verify API: sign-client's own register loads an iframe of verify.walletconnect.org (which the frame's
  // CSP refuses). Nothing is registered anywhere: no server can tell the frame's word from a script's that
  // forges every header, so the worker, at the metadata's verifyUrl, answers every attestation unknown.
  client.core.verify.register = async () => ''
  /** Each new pairing shows wallets the page as it is now (it may have sent its metadata after sign-client loaded). */
  const present = () => {
    const metadata = presence.metadata()
    // sign-client types `metadata` readonly, but reads it at each proposal and authenticate request.
    if (metadata) Object.assign(client, { metadata })
  }
  const listeners = new Set<ConnectorListener>()
  const emit = (event: 'accountsChanged' | 'chainChanged', data: unknown) => [...listeners].forEach((listener) => listener(event, data))
  let session: Session | undefined
  /** The CAIP-2 chain EVM requests go to: the session's, then wherever the wallet switched. */
  let chain = ''
  const use = (next: Session) => {
    session = next
    const shared = familiesOf(next)
    chain = shared.eip155?.caipNetworkId ?? ''
    return shared
  }
  const ended = ({ topic }: { topic: string }) => {
    if (topic !== session?.topic) return
    session = undefined
    emit('accountsChanged', [])
  }

  client.on('session_event', ({ topic, params: { event } }) => {
    if (topic !== session?.topic) return
    if (event.name === 'chainChanged') chain = eip155NetworkId(parseChainId(event.data))
    if (event.name === 'accountsChanged' || event.name === 'chainChanged') emit(event.name, event.data)
  })
  client.on('session_update', ({ topic }) => {
    if (topic === session?.topic) emit('accountsChanged', use(client.session.get(topic)).eip155?.accounts ?? [])
  })
  client.on('session_delete', ended)
  client.on('session_expire', ended)

  const connector: Connector = {
    id: WALLETCONNECT_ID,
    namespace: 'eip155',
    name: 'WalletConnect',
    icon: '',
    ref: { uuid: WALLETCONNECT_ID, rdns: '' },
    // A new session comes from pairing (`pair`); connecting is to the current one.
    async connect() {
      const shared = session && eip155Of(session)
      if (!shared) throw new ProviderDisconnectedError()
      return shared
    },
    async restore() {
      const live = client.session.getAll().filter((s) => s.expiry * 1000 > Date.now() && s.namespaces.eip155)
      const latest = live.at(-1)
      const restored = latest && use(latest).eip155
      return restored && restored.accounts.length > 0 ? restored : undefined
    },
    async request({ method, params }: RpcRequest, { signal } = {}) {
      if (!session) throw new ProviderDisconnectedError()
      try {
        // sign-client cannot withdraw a request from the wallet; the dapp that gave up just stops waiting.
        const sent = client.request({ topic: session.topic, chainId: chain, request: { method, params: params ?? [] } })
        const result = await abortable(sent, signal)
        // Once the wallet took the chain switch, the session's requests go to the chain it switched to.
        if (EIP155_METHODS.get(method)?.answeredBy === 'switch-chain') chain = eip155NetworkId(parseChainId((params as [{ chainId: string }])[0].chainId))
        return result
      } catch (error) {
        throw fromUnknown(error)
      }
    },
    async disconnect() {
      const topic = session?.topic
      session = undefined
      if (topic) await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
    on(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }

  /**
   * The same session's accounts of a family whose requests name their chain (Solana's cluster,
   * Bitcoin's genesis, Polkadot's genesis prefix, Cosmos's chain id), with object params, as
   * WalletConnect's methods for those families take them; polkadot and cosmos requests in the
   * page wallets' shapes become WalletConnect's (wc-polkadot-cosmos.ts).
   */
  /** A request as WalletConnect's method for the family takes it, when the page wallets' shape differs. */
  type ToWalletConnect = (request: RpcRequest, shared: WalletSession) => WcFamilyCall
  const asIs: ToWalletConnect = ({ method, params }) => ({ method, params: params ?? {}, result: (answer: unknown) => answer })
  const namedChainConnector = (
    namespace: Exclude<Family, 'eip155'>,
    sharedOf: (session: Session) => WalletSession | undefined,
    toWalletConnect: ToWalletConnect = asIs,
  ): Connector => ({
    ...connector,
    namespace,
    async connect() {
      const shared = session && sharedOf(session)
      if (!shared) throw new ProviderDisconnectedError()
      return shared
    },
    async restore() {
      const latest = client.session
        .getAll()
        .filter((s) => s.expiry * 1000 > Date.now() && s.namespaces[namespace])
        .at(-1)
      const restored = latest && use(latest)[namespace]
      return restored && restored.accounts.length > 0 ? restored : undefined
    },
    async request({ method, params, chainId }: RpcRequest, { signal } = {}) {
      const shared = session && sharedOf(session)
      const chainOfSession = chainId ?? shared?.caipNetworkId
      if (!session || !shared || !chainOfSession) throw new ProviderDisconnectedError()
      const call = toWalletConnect({ method, params }, shared)
      if ('answer' in call) return call.answer
      try {
        return call.result(
          await abortable(client.request({ topic: session.topic, chainId: chainOfSession, request: { method: call.method, params: call.params } }), signal),
        )
      } catch (error) {
        throw fromUnknown(error)
      }
    },
    // Wallet events are EVM-shaped; these sessions' accounts change only through a session update.
    on: () => () => {},
  })
  const familyConnectors = {
    eip155: connector,
    solana: namedChainConnector('solana', solanaOf),
    bip122: namedChainConnector('bip122', bip122Of),
    polkadot: namedChainConnector('polkadot', polkadotOf, wcFamilyCall),
    cosmos: namedChainConnector('cosmos', cosmosOf, wcFamilyCall),
  }

  return {
    async pair(chains, auth) {
      present()
      // Authenticated sessions are eip155 only, with a non-empty chains list plus uri, domain and nonce.
      if (auth && chains.eip155?.length) {
        const { domain, uri: pageUri, nonce, statement, resources, expirationTime } = auth
        const request = {
          chains: chains.eip155,
          domain,
          uri: pageUri,
          nonce,
          exp: expirationTime,
          methods: WC_METHODS,
          ...(statement ? { statement } : {}),
          ...(resources?.length ? { resources } : {}),
        }
        const { uri, response } = await client.authenticate(request)
        if (!uri) throw new InternalRpcError(Messages.failedToConnect)
        const approval = response().then(({ session: next, auths }) => {
          const shared = use(next)
          const cacao = auths?.[0]
          if (!cacao) return shared
          return { ...shared, signIn: { message: client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }), signature: cacao.s.s } }
        })
        return { uri, approval: approval.catch((error: unknown) => Promise.reject(fromUnknown(error))) }
      }
      const optionalNamespaces = {
        ...(chains.eip155?.length ? { eip155: { chains: chains.eip155, methods: WC_METHODS, events: WC_EVENTS } } : {}),
        ...(chains.solana?.length ? { solana: { chains: chains.solana, methods: WC_SOLANA_METHODS, events: [] } } : {}),
        ...(chains.bip122?.length ? { bip122: { chains: chains.bip122, methods: WC_BIP122_METHODS, events: [] } } : {}),
        ...(chains.polkadot?.length ? { polkadot: { chains: chains.polkadot, methods: WC_POLKADOT_METHODS, events: [] } } : {}),
        ...(chains.cosmos?.length ? { cosmos: { chains: chains.cosmos, methods: WC_COSMOS_METHODS, events: [] } } : {}),
      }
      const { uri, approval } = await client.connect({ optionalNamespaces })
      if (!uri) throw new InternalRpcError(Messages.failedToConnect)
      return { uri, approval: approval().then(use, (error: unknown) => Promise.reject(fromUnknown(error))) }
    },
    connector: (family) => familyConnectors[family],
  }
}
