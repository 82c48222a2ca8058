import { formatEther, type Hex } from 'viem'
import { eip155ChainId } from '../../chains/index.js'
import type { FrameThunk } from '../../store/index.js'
import { awaitApproval } from '../approval-queue.js'
import { jsonOf } from '../approval-window/approval-request.js'
import type { PasskeyOperationNote } from '../approval-window/approval-request.js'
import { describeCalls } from '../describe-request.js'
import type { StoredSession } from '../embedded-storage.js'
import { passkeyNetwork } from './passkey-login.js'
import { preparePasskeyOperation } from './passkey-operation.js'

type Call = { to: Hex; value: Hex; data: Hex }

/**
 * Calls of the account's own making (adding a passkey, cancelling a recovery) as an ordinary
 * request of the Safe: prepared by the worker, approved and signed with a passkey of the account in
 * the approval window, which decodes the calls itself. `note` tells the window what the calls are
 * for, and it checks they are exactly that. Resolves once the operation is mined.
 */
export function approvePasskeyCalls(
  session: StoredSession,
  passkey: NonNullable<StoredSession['smartAccountPasskey']>,
  safe: Hex,
  calls: Call[],
  note?: PasskeyOperationNote,
): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const network = passkeyNetwork(getState())
    const chainId = eip155ChainId(network.caipNetworkId)!
    const prepared = await preparePasskeyOperation(services.embedded.fetch, session.token, chainId, calls, passkey)
    const { userOperation } = prepared.operation
    const symbol = network.nativeCurrency.symbol
    const gas = userOperation ? BigInt(userOperation.callGasLimit) + BigInt(userOperation.verificationGasLimit) + BigInt(userOperation.preVerificationGas) : 0n
    const maxCost = userOperation ? gas * BigInt(userOperation.maxFeePerGas) : 0n
    const cost = { maxCost: `${formatEther(maxCost)} ${symbol}`, fiat: null, inflated: [], simulationError: null }
    const request = {
      method: 'wallet_sendCalls',
      params: jsonOf(calls),
      chain: { id: network.caipNetworkId, name: network.name, symbol },
      account: safe,
      cost,
      passkey: { ...prepared.operation, ...note },
    }
    await dispatch(
      awaitApproval({ method: request.method, chainName: network.name, description: describeCalls(calls, symbol, cost), request }, undefined, (signature) =>
        prepared.answer(signature!),
      ),
    )
  }
}
