import { REQUEST_TIMEOUT_MS, SIGN_OUT_TIMEOUT_MS, type HostWallet } from '@porthole/protocol'
import type { Connector } from './connector.js'
import type { HostWalletRelay } from './host-wallet-relay.js'
import { parseAccounts, parseChainId } from './wallet-responses.js'

/**
 * A wallet injected in the host page, reached back over the channel: the
 * wallet sees the dapp's own origin, as it would without Porthole.
 */
export function createHostWalletConnector(wallet: HostWallet, relay: HostWalletRelay): Connector {
  return {
    id: wallet.uuid,
    namespace: 'eip155',
    name: wallet.name,
    icon: wallet.icon,
    async connect({ silent = false } = {}) {
      // A silent check needs no person, so it gets the ordinary call timeout.
      const options = silent ? { timeout: REQUEST_TIMEOUT_MS } : {}
      const method = silent ? 'eth_accounts' : 'eth_requestAccounts'
      const accounts = parseAccounts(await relay.request(wallet.uuid, { method }, options))
      const chainId = parseChainId(await relay.request(wallet.uuid, { method: 'eth_chainId' }, { timeout: REQUEST_TIMEOUT_MS }))
      return { accounts, chainId }
    },
    request: (args) => relay.request(wallet.uuid, args),
    async disconnect() {
      // EIP-2255: the next connect asks the visitor again. Wallets without it simply refuse.
      const params = [{ eth_accounts: {} }]
      await relay.request(wallet.uuid, { method: 'wallet_revokePermissions', params }, { timeout: SIGN_OUT_TIMEOUT_MS })
    },
    on: (listener) => relay.on(wallet.uuid, listener),
  }
}
