import { createTransports, type Transports } from './chains/transports.js'
import { createConnectionStorage, memoryStorage, type ConnectionStorage, type KeyValueStorage } from './connection/connection-storage.js'
import { createHostWalletRelay, type HostWalletRelay } from './connectors/host-wallet-relay.js'
import { createChainDataClient, type ChainDataClient } from './chain-data/client.js'
import type { Fetch } from './config/fetch-remote-config.js'
import type { RpcTransport } from './rpc/create-rpc-transport.js'
import { createWalletConnectService, type WalletConnectService } from './walletconnect/service.js'
import { createDirectoryClient, type DirectoryClient } from './wallets/directory-client.js'

/** What thunks and listeners reach besides the state: nothing here is serializable. */
export type FrameServices = {
  relay: HostWalletRelay
  transports: Transports
  storage: ConnectionStorage
  walletConnect: WalletConnectService
  directory: DirectoryClient
  chainData: ChainDataClient
}

export declare namespace createFrameServices {
  type Options = {
    /** The frame origin's localStorage; memory when none is given. */
    storage?: KeyValueStorage
    /** Replaces the RPC transport, e.g. in tests. */
    createTransport?: (url: string | undefined) => RpcTransport
    /** The project and, when not the frame's own origin, the relay that WalletConnect uses. */
    walletConnect?: { projectId: string; relayUrl?: string | undefined }
    /** Reaches the frame's own origin (the wallet directory); without it every directory call fails. */
    fetch?: Fetch
    /** Spec §2 featured wallets, by directory id. */
    featuredWalletIds?: readonly string[]
    /** Spec §7 chain-data API: the frame's own origin unless `baseUrl` is given. */
    chainData?: { projectId: string; baseUrl?: string | undefined }
  }
}

export function createFrameServices({ storage = memoryStorage(), createTransport, walletConnect = { projectId: '' }, fetch = noFetch, featuredWalletIds, chainData = { projectId: '' } }: createFrameServices.Options = {}): FrameServices {
  return {
    relay: createHostWalletRelay(),
    transports: createTransports(createTransport),
    storage: createConnectionStorage(storage),
    walletConnect: createWalletConnectService({ ...walletConnect, storage }),
    directory: createDirectoryClient(fetch, featuredWalletIds),
    chainData: createChainDataClient({ fetch, projectId: chainData.projectId, ...(chainData.baseUrl ? { baseUrl: chainData.baseUrl } : {}) }),
  }
}

const noFetch: Fetch = () => Promise.reject(new Error('No fetch'))
