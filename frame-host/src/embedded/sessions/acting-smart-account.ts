import {
  AuthMessages,
  InternalRpcError,
  SessionMessages,
  SmartAccountMessages,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@porthole/protocol'
import { getAddress, isHash, type Address, type Hex } from 'viem'
import { eip155ChainId, type Network } from '../../chains/index.js'
import { waitForReceipt } from '../../send/index.js'
import { selectActingAccount, smartAccountSent } from '../../smart-account/index.js'
import type { FrameServices, FrameState, FrameThunk } from '../../store/index.js'

/**
 * The signed-in smart account a session is granted or revoked for, with the
 * sign-in's token. An eoa has no module to enforce a session, so it is refused.
 */
export function actingSmartAccount(state: FrameState, services: FrameServices): { token: string; safe: Address } {
  const session = services.embedded.storage.readSession()
  if (!session) throw new UnauthorizedProviderError(AuthMessages.sessionExpired)
  const acting = selectActingAccount(state, 'eip155')
  if (acting?.type !== 'smartAccount') throw new UnsupportedProviderMethodError(SessionMessages.eoaAccount)
  return { token: session.token, safe: getAddress(acting.address) }
}

/**
 * The calls as one UserOperation of the smart account, waited for until mined:
 * a session's state changes only if the operation did not fail inside its transaction.
 */
export function sendModuleCalls(token: string, network: Network, calls: { to: Hex; data: Hex }[]): FrameThunk<Promise<Hex>> {
  return async (dispatch, _getState, services) => {
    const chainId = eip155ChainId(network.caipNetworkId)!
    const hash = await services.embedded.client.walletRequest(token, { chainId, method: 'wallet_sendCalls', params: [{ calls }], accountType: 'smartAccount' })
    if (!isHash(hash)) throw new InternalRpcError('The wallet returned no transaction hash')
    void dispatch(smartAccountSent(network, hash))
    if ((await waitForReceipt(services.transports.forNetwork(network), hash)) === 'reverted')
      throw new TransactionRejectedRpcError(SmartAccountMessages.userOperationReverted)
    return hash
  }
}
