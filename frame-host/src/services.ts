import { createTransports, type Transports } from './chains/transports.js'
import { createConnectionStorage, memoryStorage, type ConnectionStorage, type KeyValueStorage } from './connection/connection-storage.js'
import { createHostWalletRelay, type HostWalletRelay } from './connectors/host-wallet-relay.js'
import type { RpcTransport } from './rpc/create-rpc-transport.js'

/** What thunks and listeners reach besides the state: nothing here is serializable. */
export type FrameServices = {
  relay: HostWalletRelay
  transports: Transports
  storage: ConnectionStorage
}

export declare namespace createFrameServices {
  type Options = {
    /** The frame origin's localStorage; memory when none is given. */
    storage?: KeyValueStorage
    /** Replaces the RPC transport, e.g. in tests. */
    createTransport?: (url: string | undefined) => RpcTransport
  }
}

export function createFrameServices({ storage = memoryStorage(), createTransport }: createFrameServices.Options = {}): FrameServices {
  return {
    relay: createHostWalletRelay(),
    transports: createTransports(createTransport),
    storage: createConnectionStorage(storage),
  }
}
