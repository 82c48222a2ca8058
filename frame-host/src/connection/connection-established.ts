import type { Connector, WalletSession } from '../connectors/index.js'
import { connected } from '../shared-state/index.js'
import { type FrameThunk, openModal } from '../store/index.js'
import { needsSignIn, requestSignIn } from '../siwx/index.js'
import { parkActiveConnection } from './park-connection.js'
import { isUnsupportedChain } from './unsupported-chain.js'

/**
 * The one ending of every way of connecting (the page's wallet, a
 * WalletConnect pairing, an email or social sign-in): the connection is
 * stored (the family's previous wallet kept beside it when multi-wallet is
 * on), the page hears of it, and the modal shows Account, unless a dapp's
 * eth_requestAccounts opened it, in which case it closes (modal-slice), or
 * an approval is waiting on it. A wallet on a network the project does not
 * offer gets UnsupportedChain instead (unsupported-chain.ts opens it even
 * when the modal had closed).
 */
export function connectionEstablished(connector: Connector, session: WalletSession): FrameThunk {
  return (dispatch, getState) => {
    dispatch(parkActiveConnection(connector.namespace, connector.id))
    dispatch(
      connected({
        namespace: connector.namespace,
        connectorId: connector.id,
        accounts: session.accounts,
        caipNetworkId: session.caipNetworkId,
        accountType: session.accountType,
      }),
    )
    // With sign-in on, SIWXSignMessage follows connect (and opens the modal if a dapp's request had closed it).
    if (needsSignIn(getState(), connector.namespace)) dispatch(requestSignIn(connector.namespace))
    // A request already waiting for the visitor's approval keeps the modal: Account would push it off unanswered.
    else if (getState().modal.open && getState().embedded.approvals.length === 0) {
      dispatch(openModal(isUnsupportedChain(getState(), session.caipNetworkId) ? 'UnsupportedChain' : 'Account'))
    }
  }
}
