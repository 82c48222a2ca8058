import {
  AbortedError,
  AuthMessages,
  InternalRpcError,
  InvalidParamsRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  type RpcRequest,
} from '@porthole/protocol'
import { isAddressEqual, isHash, type Address, type Hex } from 'viem'
import { checkFrameBatch } from '../batch/check-batch.js'
import { frameCapabilities, getCapabilitiesParams } from '../batch/frame-capabilities.js'
import { newBatchId, startCalls } from '../batch/run-calls.js'
import { eip155ChainId } from '../chains/caip.js'
import { parseWalletSendCallsParams, type SendCallsRequest } from '../router/wallet-send-calls.js'
import { waitForReceipt } from '../send/wait-for-receipt.js'
import { selectAccounts } from '../store/selectors.js'
import type { FrameThunk } from '../store/types.js'
import { awaitApproval } from './approval-queue.js'
import { describeCost } from './describe-cost.js'
import { describeCalls } from './describe-request.js'
import { nativePrice } from './native-price.js'
import { prepareTransaction, type TransactionCheck } from './prepare-transaction.js'

/** The chains the embedded wallet sends on: every EVM network of the frame. */
const evmChainIds = (networks: readonly { caipNetworkId: string }[]) =>
  networks.map((n) => eip155ChainId(n.caipNetworkId)).filter((id): id is number => id !== undefined)

/** All the checks as one: the most the batch can cost, every flag, the first failed simulation (by call number). */
function combined(checks: readonly TransactionCheck[]): TransactionCheck {
  const failed = checks.findIndex((check) => check.simulationError !== undefined)
  return {
    tx: checks[0]!.tx,
    maxCost: checks.reduce((sum, check) => sum + check.maxCost, 0n),
    inflated: [...new Set(checks.flatMap((check) => check.inflated))],
    ...(failed >= 0 ? { simulationError: `Call ${failed + 1}: ${checks[failed]!.simulationError}` } : {}),
  }
}

/**
 * EIP-5792 wallet_sendCalls for the embedded wallet: every call is checked and
 * completed by the frame (prepare-transaction.ts) and shown on ONE approval,
 * decoded, with the total cost; approved, the calls go to the worker one after
 * another (batch/run-calls.ts). The account is an EOA, so the batch is never
 * atomic and atomicRequired is refused (5760). Any of the frame's EVM chains
 * may be named; another is 5710.
 */
function sendEmbeddedCalls(request: SendCallsRequest, signal: AbortSignal | undefined): FrameThunk<Promise<{ id: string }>> {
  return async (dispatch, getState, services) => {
    const session = services.embedded.storage.readSession()
    if (!session) throw new UnauthorizedProviderError(AuthMessages.sessionExpired)
    const state = getState()
    const from = selectAccounts(state, 'eip155')[0]
    checkFrameBatch(request, from)
    const wanted = request.chainId === undefined ? eip155ChainId(state.network.active.eip155) : Number(BigInt(request.chainId))
    const network = state.network.available.find((n) => eip155ChainId(n.caipNetworkId) === wanted)
    if (!network || wanted === undefined) throw new UnsupportedChainIdError()
    const id = request.id ?? newBatchId()
    services.batches.reserve(id)
    try {
      const transport = services.transports.forNetwork(network)
      const checks = await Promise.all(
        request.calls.map((call) => prepareTransaction({ from, to: call.to, value: call.value, data: call.data }, from!, transport)),
      )
      const symbol = network.nativeCurrency.symbol
      const cost = describeCost(combined(checks), symbol, await dispatch(nativePrice(from!, network.caipNetworkId)))
      if (signal?.aborted) throw new AbortedError()
      const send = async (_call: unknown, index: number): Promise<Hex> => {
        const hash = await services.embedded.client.walletRequest(session.token, { chainId: wanted, method: 'eth_sendTransaction', params: [checks[index]!.tx] })
        if (!isHash(hash)) throw new InternalRpcError('The wallet returned no transaction hash')
        return hash
      }
      const description = describeCalls(checks.map((check) => check.tx), symbol, cost)
      await dispatch(
        awaitApproval({ method: 'wallet_sendCalls', chainName: network.name, description }, signal, () =>
          startCalls(services.batches, id, wanted, request.calls, send, (hash) => waitForReceipt(transport, hash)),
        ),
      )
      return { id }
    } catch (error) {
      services.batches.release(id)
      throw error
    }
  }
}

/**
 * The embedded wallet's EIP-5792 methods. Status and show requests reach it
 * only for ids the frame does not hold (router/route-call-batch.ts answers the
 * frame's own), so they are 5730.
 */
export function requestEmbeddedCalls(args: RpcRequest, signal?: AbortSignal): FrameThunk<Promise<unknown>> {
  return async (dispatch, getState) => {
    if (args.method === 'wallet_sendCalls') return dispatch(sendEmbeddedCalls(parseWalletSendCallsParams(args.params)[0], signal))
    if (args.method !== 'wallet_getCapabilities') throw new UnknownBundleIdError()
    const params = getCapabilitiesParams().safeParse(args.params ?? [])
    if (!params.success) throw new InvalidParamsRpcError()
    const [address, chainIds] = params.data
    const account = selectAccounts(getState(), 'eip155')[0]
    if (address !== undefined && (!account || !isAddressEqual(address as Address, account as Address))) throw new UnauthorizedProviderError()
    return frameCapabilities(evmChainIds(getState().network.available), chainIds)
  }
}
