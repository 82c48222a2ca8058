import { hasFamilyFeature, type Namespace, type ProviderEvent } from '@porthole/protocol'
import { eip155NetworkId } from '../chains/index.js'
import { listenerContext, type FrameStartListening, type FrameThunk } from '../store/index.js'
import { connectorFor } from '../connector-registry.js'
import { parseAccounts, parseChainId, parseSolanaAccounts } from '../connectors/index.js'
import { accountsChanged, connected, setActiveNetwork } from '../shared-state/index.js'
import { disconnect } from './disconnect.js'

/** A family whose wallets name accounts otherwise than EIP-1193's hex addresses. */
const accountParsers: Partial<Record<Namespace, (data: unknown) => string[]>> = { solana: parseSolanaAccounts }

/** What the connected wallet's own events mean for the connection; others are not the frame's to act on. */
export function walletEvent(namespace: Namespace, event: ProviderEvent, data: unknown): FrameThunk {
  return (dispatch) => {
    try {
      if (event === 'accountsChanged') {
        const accounts = (accountParsers[namespace] ?? parseAccounts)(data)
        // The wallet dropped the site: that is a disconnect, and the wallet already knows.
        if (accounts.length === 0) void dispatch(disconnect({ namespace, notifyWallet: false }))
        else dispatch(accountsChanged({ namespace, accounts }))
      } else if (event === 'chainChanged' && hasFamilyFeature(namespace, 'chainSwitch')) {
        dispatch(setActiveNetwork(eip155NetworkId(parseChainId(data))))
      }
    } catch {
      console.warn(`[porthole] ignored a malformed ${event} event from the wallet`)
    }
  }
}

/** While a connection lasts, its connector's events update it; the subscription ends with it. */
export function listenWalletEvents(startListening: FrameStartListening): () => void {
  return startListening({
    actionCreator: connected,
    effect: async ({ payload: { namespace, connectorId } }, api) => {
      const connector = connectorFor(listenerContext(api), connectorId, namespace)
      if (!connector) return
      const stop = connector.on((event, data) => api.dispatch(walletEvent(namespace, event, data)))
      try {
        // A newer connection of the same family (even to the same wallet) takes over; other families' have their own.
        await api.condition(
          (action, state) =>
            (connected.match(action) && action.payload.namespace === namespace) ||
            state.connection[namespace].status !== 'connected' ||
            state.connection[namespace].connectorId !== connectorId,
        )
      } finally {
        stop()
      }
    },
  })
}
