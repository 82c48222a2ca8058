import { EMBEDDED_ID } from '../connectors/index.js'
import { accountsChanged } from '../shared-state/index.js'
import type { FrameStartListening, FrameState } from '../store/index.js'
import { embeddedAccount } from './acting-account.js'
import { preferredAccountTypeSet } from './smart-account-slice.js'

const embeddedConnected = (state: FrameState) => state.connection.eip155.status === 'connected' && state.connection.eip155.connectorId === EMBEDDED_ID

/** What decides the embedded wallet's acting account. */
const choiceChanged = (current: FrameState, previous: FrameState) =>
  current.network.active.eip155 !== previous.network.active.eip155 ||
  current.smartAccount.preferred.eip155 !== previous.smartAccount.preferred.eip155 ||
  current.smartAccount.address !== previous.smartAccount.address ||
  current.smartAccount.fallback !== previous.smartAccount.fallback ||
  current.smartAccount.enabledNetworks !== previous.smartAccount.enabledNetworks

/**
 * The embedded wallet's acting EVM account follows the preferred type and the
 * active network: when the smart account starts or stops acting, the
 * connection's account changes, so the page hears `accountsChanged` (and
 * `eth_accounts` answers the new address) like for any wallet. The smart
 * account's code is read whenever the account or network changes.
 */
export function listenSmartAccount(startListening: FrameStartListening): () => void {
  const stops = [
    startListening({
      predicate: (_action, current, previous) => embeddedConnected(current) && choiceChanged(current, previous),
      effect: async (_action, api) => {
        // After the action's own effects: the page hears chainChanged before the accountsChanged it causes, each once.
        await Promise.resolve()
        const state = api.getState()
        if (!embeddedConnected(state)) return
        const own = state.embedded.user?.address
        if (!own) return
        const account = embeddedAccount(state.smartAccount, own, state.network.active.eip155)
        const acting = state.connection.eip155.accounts[0]
        if (acting?.address !== account.address || acting.type !== account.type) {
          api.dispatch(accountsChanged({ namespace: 'eip155', accounts: [account.address], accountType: account.type }))
        }
      },
    }),
    startListening({
      predicate: (_action, current, previous) =>
        current.smartAccount.address !== null &&
        embeddedConnected(current) &&
        (current.network.active.eip155 !== previous.network.active.eip155 ||
          current.smartAccount.address !== previous.smartAccount.address ||
          current.connection.eip155.accounts[0]?.address !== previous.connection.eip155.accounts[0]?.address),
      effect: async (_action, api) => {
        api.cancelActiveListeners()
        // eth_getCode's reading loads with the first smart account, not with the first paint.
        const { readSmartAccountDeployed } = await import('./read-deployed.js')
        await api.dispatch(readSmartAccountDeployed())
      },
    }),
    startListening({
      actionCreator: preferredAccountTypeSet,
      effect: (_action, api) => api.extra.smartAccountStorage.writePreferred(api.getState().smartAccount.preferred),
    }),
  ]
  return () => stops.forEach((stop) => stop())
}
