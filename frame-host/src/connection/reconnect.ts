import type { HostWallet } from '@porthole/protocol'
import { eip155NetworkId } from '../chains/caip.js'
import { createHostWalletConnector } from '../connectors/host-wallet-connector.js'
import { connected, disconnected, reconnectStarted } from '../store/connection-slice.js'
import type { FrameStartListening, FrameState } from '../store/types.js'
import type { WalletRef } from './connection-storage.js'
import { WALLETCONNECT_ID } from '../walletconnect/service.js'
import { EMBEDDED_ID } from '../embedded/embedded-service.js'
import { embeddedActions } from '../embedded/embedded-slice.js'

/** How long a stored wallet may take to appear among the page's wallets. */
export const RECONNECT_WAIT_MS = 3_000

/** The stored wallet among the page's: by rdns, falling back to uuid (the legacy `window.ethereum` has no rdns). */
export function findStoredWallet(list: readonly HostWallet[], ref: WalletRef): HostWallet | undefined {
  return (ref.rdns !== '' ? list.find((w) => w.rdns === ref.rdns) : undefined) ?? list.find((w) => w.uuid === ref.uuid)
}

/**
 * Spec §4 silent reconnect: once the stored wallet shows up, `eth_accounts`
 * (never a prompt) decides. No accounts, an error, or no such wallet within
 * 3 s: disconnected, and the stored connection is forgotten.
 */
export function listenReconnect(startListening: FrameStartListening): () => void {
  return startListening({
    actionCreator: reconnectStarted,
    effect: async ({ payload: stored }, api) => {
      const { namespace } = stored
      const find = (state: FrameState) => findStoredWallet(state.hostWallets.list, stored.wallet)
      const stillConnecting = () => api.getState().connection[namespace].status === 'connecting'
      const fail = () => void api.dispatch(disconnected({ namespace, closeModal: false }))

      // Host wallets and WalletConnect both speak eip155 only.
      if (namespace !== 'eip155') return fail()
      if (stored.connectorId === WALLETCONNECT_ID) {
        const session = await api.extra.walletConnect.load().then((wc) => wc.restore(), () => undefined)
        if (!stillConnecting()) return
        if (!session || session.accounts.length === 0) return fail()
        return void api.dispatch(connected({ namespace, connectorId: WALLETCONNECT_ID, accounts: session.accounts, caipNetworkId: eip155NetworkId(session.chainId) }))
      }
      if (stored.connectorId === EMBEDDED_ID) {
        const { storage, connector } = api.extra.embedded
        const session = storage.readSession()
        const answer = await connector().connect({ silent: true }).catch(() => undefined)
        if (!stillConnecting()) return
        // Spec §4: a failed or negative connection check clears the stored sign-in.
        if (!session || !answer || answer.accounts.length === 0) {
          storage.clearSignIn()
          return fail()
        }
        const chain = storage.readLastUsedChain()
        const caipNetworkId = chain && api.getState().network.available.some((n) => n.caipNetworkId === chain) ? chain : api.getState().network.active.eip155
        api.dispatch(embeddedActions.signedIn({ address: session.address, provider: session.provider, username: session.username ?? null, expiresAt: session.expiresAt }))
        return void api.dispatch(connected({ namespace, connectorId: EMBEDDED_ID, accounts: answer.accounts, caipNetworkId }))
      }
      if (!find(api.getState())) await api.condition((_action, state) => find(state) !== undefined, RECONNECT_WAIT_MS)
      const wallet = find(api.getState())
      if (!stillConnecting()) return
      if (!wallet) return fail()
      const session = await createHostWalletConnector(wallet, api.extra.relay)
        .connect({ silent: true })
        .catch(() => undefined)
      if (!stillConnecting()) return
      if (!session || session.accounts.length === 0) return fail()
      api.dispatch(connected({ namespace, connectorId: wallet.uuid, accounts: session.accounts, caipNetworkId: eip155NetworkId(session.chainId) }))
    },
  })
}
