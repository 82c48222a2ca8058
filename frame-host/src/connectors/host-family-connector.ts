import { FamilyConnectMethods, REQUEST_TIMEOUT_MS, type FamilyNamespace, type HostWallet } from '@porthole/protocol'
import type { Connector, WalletSession } from './connector.js'
import type { HostWalletRelay } from './host-wallet-relay.js'

/**
 * A wallet of a partly supported family (a Bitcoin Wallet Standard wallet,
 * a polkadot extension, a Keplr-compatible wallet) in the host page, reached
 * back over the channel with WalletConnect's request shapes for the family;
 * the page answers through exactly that wallet. These wallets do not switch
 * chains: every request carries the family's active network. Their answers
 * are parsed (families/family-accounts.ts) before the frame uses them.
 */
export function createHostFamilyConnector(wallet: HostWallet & { namespace: FamilyNamespace }, relay: HostWalletRelay, network: () => string): Connector {
  async function session(method: string): Promise<WalletSession> {
    const caipNetworkId = network()
    // A silent check needs no person, so it gets the ordinary call timeout.
    const answer = await relay.request(
      wallet.uuid,
      { method, chainId: caipNetworkId },
      method === FamilyConnectMethods.accounts ? { timeout: REQUEST_TIMEOUT_MS } : {},
    )
    const { parseFamilyAccounts } = await import('../families/lazy.js')
    return { accounts: parseFamilyAccounts(answer), caipNetworkId }
  }
  return {
    id: wallet.uuid,
    namespace: wallet.namespace,
    name: wallet.name,
    icon: wallet.icon,
    ref: { uuid: wallet.uuid, rdns: wallet.rdns },
    connect: () => session(FamilyConnectMethods.connect),
    async restore() {
      const restored = await session(FamilyConnectMethods.accounts).catch(() => undefined)
      return restored && restored.accounts.length > 0 ? restored : undefined
    },
    request: (args, options) => relay.request(wallet.uuid, { ...args, chainId: args.chainId ?? network() }, options),
    // None of these families' page APIs has a disconnect: the dapp forgetting the wallet is all there is.
    disconnect: async () => {},
    on: (listener) => relay.on(wallet.uuid, listener),
  }
}
