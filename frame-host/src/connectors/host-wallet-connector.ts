import {
  DefaultNamespace,
  isFamilyNamespace,
  isFullySupported,
  REQUEST_TIMEOUT_MS,
  SIGN_OUT_TIMEOUT_MS,
  type FamilyNamespace,
  type FullNamespace,
  type HostWallet,
} from '@porthole/protocol'
import { eip155NetworkId } from '../chains/index.js'
import type { WalletRef } from '../storage/index.js'
import { createHostFamilyConnector } from './host-family-connector.js'
import { waitForState } from '../store/index.js'
import type { Connector, ConnectorSource } from './connector.js'
import type { ConnectorContext } from '../store/index.js'
import type { HostWalletRelay } from './host-wallet-relay.js'
import { parseAccounts, parseChainId, parseSolanaAccounts } from './wallet-responses.js'

/** How long a stored wallet may take to appear among the page's wallets. */
export const RECONNECT_WAIT_MS = 3_000

/** The stored wallet among the page's: by rdns, falling back to uuid (the legacy `window.ethereum` has no rdns). */
export function findStoredWallet(list: readonly HostWallet[], ref: WalletRef): HostWallet | undefined {
  return (ref.rdns !== '' ? list.find((w) => w.rdns === ref.rdns) : undefined) ?? list.find((w) => w.uuid === ref.uuid)
}

type RelayOptions = Parameters<HostWalletRelay['request']>[2]
/** Asking for accounts waits on the visitor as long as it takes. */
const ASK: RelayOptions = {}
/** A silent check needs no person, so it gets the ordinary call timeout. */
const SILENT: RelayOptions = { timeout: REQUEST_TIMEOUT_MS }

/**
 * A wallet injected in the host page, reached back over the channel: the
 * wallet sees the dapp's own origin, as it would without Porthole.
 */
export function createHostWalletConnector(wallet: HostWallet, relay: HostWalletRelay): Connector {
  async function session(method: 'eth_requestAccounts' | 'eth_accounts', options: RelayOptions) {
    const accounts = parseAccounts(await relay.request(wallet.uuid, { method }, options))
    const chainId = parseChainId(await relay.request(wallet.uuid, { method: 'eth_chainId' }, { timeout: REQUEST_TIMEOUT_MS }))
    return { accounts, caipNetworkId: eip155NetworkId(chainId) }
  }
  return {
    id: wallet.uuid,
    namespace: 'eip155',
    name: wallet.name,
    icon: wallet.icon,
    ref: { uuid: wallet.uuid, rdns: wallet.rdns },
    connect: () => session('eth_requestAccounts', ASK),
    async restore() {
      const restored = await session('eth_accounts', SILENT).catch(() => undefined)
      return restored && restored.accounts.length > 0 ? restored : undefined
    },
    request: (args, options) => relay.request(wallet.uuid, args, options),
    async disconnect() {
      // EIP-2255: the next connect asks the visitor again. Wallets without it simply refuse.
      const params = [{ eth_accounts: {} }]
      await relay.request(wallet.uuid, { method: 'wallet_revokePermissions', params }, { timeout: SIGN_OUT_TIMEOUT_MS })
    },
    on: (listener) => relay.on(wallet.uuid, listener),
  }
}

/**
 * A Solana wallet of the page (Wallet Standard, or the legacy `window.solana`),
 * reached back over the channel with WalletConnect's Solana request shapes; the
 * page answers through exactly that wallet. Solana wallets do not switch
 * chains: requests name theirs.
 */
export function createHostSolanaConnector(wallet: HostWallet, relay: HostWalletRelay, network: () => string): Connector {
  async function session(method: 'solana_requestAccounts' | 'solana_getAccounts', options: RelayOptions) {
    const answer = await relay.request(wallet.uuid, { method }, options)
    return { accounts: parseSolanaAccounts(answer), caipNetworkId: network() }
  }
  return {
    id: wallet.uuid,
    namespace: 'solana',
    name: wallet.name,
    icon: wallet.icon,
    ref: { uuid: wallet.uuid, rdns: wallet.rdns },
    connect: () => session('solana_requestAccounts', ASK),
    async restore() {
      const restored = await session('solana_getAccounts', SILENT).catch(() => undefined)
      return restored && restored.accounts.length > 0 ? restored : undefined
    },
    request: (args, options) => relay.request(wallet.uuid, args, options),
    // The Wallet Standard's disconnect is the dapp forgetting the wallet; there is nothing to tell it.
    disconnect: async () => {},
    on: (listener) => relay.on(wallet.uuid, listener),
  }
}

const isFamilyWallet = (wallet: HostWallet): wallet is HostWallet & { namespace: FamilyNamespace } => isFamilyNamespace(wallet.namespace)

/** The connector of a page wallet of each fully supported family; one without a namespace is EIP-1193's. */
const fullConnectors: Record<FullNamespace, (wallet: HostWallet, context: ConnectorContext) => Connector> = {
  eip155: (wallet, { services }) => createHostWalletConnector(wallet, services.relay),
  solana: (wallet, { getState, services }) => createHostSolanaConnector(wallet, services.relay, () => getState().network.active.solana),
}

function connectorOf(wallet: HostWallet, context: ConnectorContext): Connector {
  const { getState, services } = context
  if (isFamilyWallet(wallet)) return createHostFamilyConnector(wallet, services.relay, () => getState().network.active[wallet.namespace])
  return fullConnectors[isFullySupported(wallet.namespace) ? wallet.namespace : DefaultNamespace](wallet, context)
}

/** The page's wallets, by uuid; a stored one is found again by rdns once the page lists it (within 3 s). */
export const hostWalletSource: ConnectorSource<ConnectorContext> = {
  get(context, connectorId) {
    const wallet = context.getState().hostWallets.list.find((w) => w.uuid === connectorId)
    return wallet && connectorOf(wallet, context)
  },
  async find(context, stored) {
    const { dispatch } = context
    const waited = new AbortController()
    const timer = setTimeout(() => waited.abort(), RECONNECT_WAIT_MS)
    const listed = await dispatch(waitForState((state) => findStoredWallet(state.hostWallets.list, stored.wallet) !== undefined, waited.signal))
      .catch(() => undefined)
      .finally(() => clearTimeout(timer))
    const wallet = listed && findStoredWallet(listed.hostWallets.list, stored.wallet)
    return wallet && connectorOf(wallet, context)
  },
}
