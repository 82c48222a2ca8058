import type { PasskeySigner } from '@porthole/protocol'
import { createCallBatches, type CallBatches } from './batch/call-batches.js'
import { createTransports, type Transports } from './chains/transports.js'
import { createConnectionStorage, type ConnectionStorage, type KeyValueStorage, memoryStorage } from './storage/index.js'
import { createHostWalletRelay, type HostWalletRelay } from './connectors/host-wallet-relay.js'
import { createChainDataClient, type ChainDataClient } from './chain-data/client.js'
import type { Fetch } from './http/fetch.js'
import type { createRpcTransport, RpcTransport } from './rpc/create-rpc-transport.js'
import { createPagePresence, type PagePresence } from './page/index.js'
import { createWalletConnectService, type WalletConnectService } from './walletconnect/service.js'
import { createDirectoryClient, type DirectoryClient } from './wallets/directory-client.js'
import { createEmbeddedService, type EmbeddedService } from './embedded/embedded-service.js'
import type { AuthFetch } from './http/index.js'
import type { PopupHost } from './social/social-popup.js'
import type { RedirectHost } from './social/social-redirect.js'
import type { FormPoster } from './social/start-form.js'
import { createSocialService, type SocialService } from './social/social-service.js'
import { createFarcasterClient, type FarcasterClient } from './farcaster/farcaster-client.js'
import { createSiwxClient, type SiwxClient } from './siwx/siwx-client.js'
import { createSiwxStorage, type SiwxStorage } from './siwx/siwx-storage.js'
import { createSmartAccountStorage, type SmartAccountStorage } from './smart-account/smart-account-storage.js'

/** What thunks and listeners reach besides the state: nothing here is serializable. */
export type FrameServices = {
  /** The page the frame serves, as the handshake accepted it. */
  page: PagePresence
  relay: HostWalletRelay
  transports: Transports
  storage: ConnectionStorage
  walletConnect: WalletConnectService
  directory: DirectoryClient
  chainData: ChainDataClient
  embedded: EmbeddedService
  social: SocialService
  /** Sign In With Farcaster's channel and sign-in routes. */
  farcaster: FarcasterClient
  /** The EIP-5792 batches the frame runs itself (batch/). */
  batches: CallBatches
  siwx: SiwxClient
  siwxStorage: SiwxStorage
  /** The preferred account types and the smart-account-enabled networks, kept in the frame origin's storage. */
  smartAccountStorage: SmartAccountStorage
  /** What the smart-session routes need (sessions/sessions-service.ts builds their client on first use). */
  sessionsApi: { fetch: Fetch; projectId: string }
  /** Whether the visitor is on a phone (narrow, touch): opens AllWallets there when the page has no wallets. */
  isMobile(): boolean
}

export declare namespace createFrameServices {
  type Options = {
    /** The frame origin's localStorage; memory when none is given. */
    storage?: KeyValueStorage
    /** Replaces the RPC transport (given a network's RPC URLs, best first), e.g. in tests. */
    createTransport?: (urls: readonly string[], options: createRpcTransport.Options) => RpcTransport
    /** The project and, when not the frame's own origin, the relay that WalletConnect uses. */
    walletConnect?: { projectId: string; relayUrl?: string | undefined }
    /** Reaches the frame's own origin (the wallet directory); without it every directory call fails. */
    fetch?: Fetch
    /** Featured wallets, by directory id. */
    featuredWalletIds?: readonly string[]
    /** Chain-data API: the frame's own origin unless `baseUrl` is given. */
    chainData?: { projectId: string; baseUrl?: string | undefined }
    /** Reaches the worker's embedded-wallet API (POST bodies, Authorization); without it sign-in fails. */
    authFetch?: AuthFetch
    /** The worker's passkey signer (frame config `passkeySigner`); Safe's canonical one when absent. */
    passkeySigner?: PasskeySigner | undefined
    /** Opens the social login window and hears its answer; without it social login cannot start. */
    popupHost?: PopupHost
    /** Lets social login fall back to a redirect of the whole tab. */
    redirectHost?: RedirectHost
    /** Posts the form that starts a social login into its window; without it social login cannot start. */
    postForm?: FormPoster
    /** The frame's device check; a desktop without it. */
    isMobile?: () => boolean
  }
}

export function createFrameServices({
  storage = memoryStorage(),
  createTransport,
  walletConnect = { projectId: '' },
  fetch = noFetch,
  featuredWalletIds,
  chainData = { projectId: '' },
  authFetch = noAuthFetch,
  passkeySigner,
  popupHost,
  redirectHost,
  postForm,
  isMobile = () => false,
}: createFrameServices.Options = {}): FrameServices {
  // Its WalletConnect metadata names the worker at the frame's own origin as Verify server (which answers unknown).
  const page = createPagePresence({ frameOrigin: globalThis.location?.origin ?? '' })
  return {
    page,
    relay: createHostWalletRelay(),
    transports: createTransports(createTransport),
    storage: createConnectionStorage(storage),
    walletConnect: createWalletConnectService({
      ...walletConnect,
      storage,
      presence: page,
    }),
    directory: createDirectoryClient(fetch, featuredWalletIds),
    chainData: createChainDataClient({ fetch, projectId: chainData.projectId, ...(chainData.baseUrl ? { baseUrl: chainData.baseUrl } : {}) }),
    embedded: createEmbeddedService(authFetch, storage, passkeySigner),
    // The WalletConnect project id is the frame's project, which social login starts for too.
    social: createSocialService({ fetch: authFetch, projectId: walletConnect.projectId, storage, popupHost, redirectHost, postForm }),
    farcaster: createFarcasterClient(authFetch, walletConnect.projectId),
    batches: createCallBatches(),
    // Sign-in routes take calls from the frame's own origin only, whatever the chain-data API's origin.
    siwx: createSiwxClient(fetch, walletConnect.projectId),
    siwxStorage: createSiwxStorage(storage),
    smartAccountStorage: createSmartAccountStorage(storage),
    sessionsApi: { fetch, projectId: walletConnect.projectId },
    isMobile,
  }
}

const noFetch: Fetch = () => Promise.reject(new Error('No fetch'))

const noAuthFetch: AuthFetch = () => Promise.reject(new Error('No fetch'))
