import { Namespaces, type AccountStatus, type Namespace, type PageAccount, type PageNetwork, type PageSnapshot } from '@porthole/protocol'
import { eip155ChainId, networkName } from '../chains/index.js'
import { EMBEDDED_ID } from '../connectors/index.js'
import type { FrameState } from '../store/index.js'

/**
 * AppKit's account status. A stored connection being resumed is the only
 * 'connecting' the connection slice has (reconnecting); a visitor's attempt
 * in the modal is the connect-attempt slice's, on the family the modal works with.
 */
function statusOf(state: FrameState, namespace: Namespace): AccountStatus {
  const { status } = state.connection[namespace]
  if (status === 'connected') return 'connected'
  if (status === 'connecting') return 'reconnecting'
  return state.connectAttempt?.outcome === 'pending' && state.modal.activeChain === namespace ? 'connecting' : 'disconnected'
}

/**
 * The social handle the site may see. An email login's username is the
 * address itself, and some providers' handles are addresses too: nothing
 * with an '@' reaches the page (the visitor gave it to the wallet, not the site).
 */
const publicUsername = (username: string | null): string | null => (username === null || username.includes('@') ? null : username)

function accountOf(state: FrameState, namespace: Namespace): PageAccount {
  const connection = state.connection[namespace]
  const status = statusOf(state, namespace)
  const first = status === 'connected' ? connection.accounts[0] : undefined
  if (!first) return { status, isConnected: false, allAccounts: [] }
  const networkId = state.network.active[namespace]
  const user = state.embedded.user
  return {
    status,
    isConnected: true,
    address: first.address,
    caipAddress: `${networkId}:${first.address}`,
    allAccounts: connection.accounts.map(({ address, type }) => ({ address, type })),
    ...(connection.connectorId === EMBEDDED_ID && user
      ? {
          embeddedWalletInfo: {
            user: { username: publicUsername(user.username) },
            authProvider: user.provider,
            accountType: first.type,
            isSmartAccountDeployed: first.type === 'smartAccount' && state.smartAccount.deployed[networkId] === true,
          },
        }
      : {}),
  }
}

function networkOf(state: FrameState, namespace: Namespace): PageNetwork {
  const caipNetworkId = state.network.active[namespace]
  return {
    caipNetworkId,
    chainId: eip155ChainId(caipNetworkId) ?? caipNetworkId.slice(caipNetworkId.indexOf(':') + 1),
    name: networkName(state.network.available, caipNetworkId),
  }
}

const perFamily = <T>(of: (namespace: Namespace) => T) => Object.fromEntries(Namespaces.map((ns) => [ns, of(ns)])) as Record<Namespace, T>

/** What `porthole.getState`, `getAccount` and `getNetwork` answer, derived from the frame's state only. */
export function pageSnapshotOf(state: FrameState): PageSnapshot {
  const { modal } = state
  return {
    state: {
      open: modal.open,
      selectedNetworkId: state.network.active[modal.activeChain],
      loading: modal.loading,
      initialized: modal.initialized,
      activeChain: modal.activeChain,
    },
    accounts: perFamily((ns) => accountOf(state, ns)),
    networks: perFamily((ns) => networkOf(state, ns)),
  }
}
