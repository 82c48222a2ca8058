import {
  AbortedError,
  AuthMessages,
  handlerOf,
  InternalRpcError,
  InvalidParamsRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  type Eip155Entries,
  type MethodsWhere,
  type RpcRequest,
} from '@porthole/protocol'
import { isAddressEqual, isHash, type Address, type Hex } from 'viem'
import {
  checkFrameBatch,
  frameCapabilities,
  getCapabilitiesParams,
  newBatchId,
  parseWalletSendCallsParams,
  type SendCallsRequest,
  startCalls,
} from '../batch/index.js'
import { eip155ChainId } from '../chains/index.js'
import { waitForReceipt } from '../send/index.js'
import { selectActingAccount, smartAccountActs, smartAccountSent } from '../smart-account/index.js'
import type { FrameThunk } from '../store/index.js'
import { awaitApproval } from './approval-queue.js'
import { signingPasskey } from './embedded-storage.js'
import { jsonOf } from './approval-window/approval-request.js'
import { describeCost } from './describe-cost.js'
import { describeCalls } from './describe-request.js'
import { nativePrice } from './native-price.js'
import { prepareTransaction, type TransactionCheck } from './prepare-transaction.js'

/** A passkey's batch code, which other accounts' batches never load. */
const passkeyOperations = () => import('./passkey/passkey-operation.js')

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
 * completed by the frame (prepare-transaction.ts) from the acting account and
 * shown on ONE approval, decoded, with the total cost. Approved, an eoa's
 * calls go to the worker one after another (batch/run-calls.ts), never
 * atomic, so atomicRequired is refused (5760); a smart account's go as ONE
 * `wallet_sendCalls` request, one UserOperation, one transaction hash, atomic.
 * Any of the frame's EVM chains may be named (a smart account only those
 * where it acts); another is 5710.
 */
function sendEmbeddedCalls(request: SendCallsRequest, signal: AbortSignal | undefined): FrameThunk<Promise<{ id: string }>> {
  return async (dispatch, getState, services) => {
    const session = services.embedded.storage.readSession()
    if (!session) throw new UnauthorizedProviderError(AuthMessages.sessionExpired)
    const state = getState()
    const acting = selectActingAccount(state, 'eip155')
    const from = acting?.address
    const smart = acting?.type === 'smartAccount'
    checkFrameBatch(request, from, { atomic: smart })
    const wanted = request.chainId === undefined ? eip155ChainId(state.network.active.eip155) : Number(BigInt(request.chainId))
    const network = state.network.available.find((n) => eip155ChainId(n.caipNetworkId) === wanted)
    if (!network || wanted === undefined || (smart && !smartAccountActs(state.smartAccount, network.caipNetworkId))) throw new UnsupportedChainIdError()
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
      const description = describeCalls(
        checks.map((check) => check.tx),
        symbol,
        cost,
      )
      const method = 'wallet_sendCalls'
      const chain = { id: network.caipNetworkId, name: network.name, symbol }
      const shown = { method, params: jsonOf(checks.map((check) => check.tx)), chain, account: from!, cost }
      if (smart) {
        const calls = checks.map(({ tx }, index) => ({
          to: tx.to ?? (request.calls[index]!.to as Hex),
          value: tx.value,
          ...(tx.data ? { data: tx.data } : {}),
        }))
        // A passkey's batch (a passkey account's, or a secured account's smart account's) is one operation the passkey signs in the approval window.
        const owner = signingPasskey(session, 'smartAccount')
        const passkey = owner && (await (await passkeyOperations()).preparePasskeyOperation(services.embedded.fetch, session.token, wanted, calls, owner))
        if (signal?.aborted) throw new AbortedError()
        const hash = await dispatch(
          awaitApproval(
            { method, chainName: network.name, description, request: { ...shown, ...(passkey ? { passkey: passkey.operation } : {}) } },
            signal,
            (signature) =>
              passkey
                ? passkey.answer(signature!)
                : services.embedded.client.walletRequest(session.token, {
                    chainId: wanted,
                    method: 'wallet_sendCalls',
                    params: [{ calls }],
                    accountType: 'smartAccount',
                  }),
          ),
        )
        if (!isHash(hash)) throw new InternalRpcError('The wallet returned no transaction hash')
        services.batches.start(id, { chainId: wanted, size: calls.length, hashes: [hash], state: 'done', atomic: { sender: from as Hex } })
        void dispatch(smartAccountSent(network, hash))
        return { id }
      }
      const send = async (_call: unknown, index: number): Promise<Hex> => {
        const hash = await services.embedded.client.walletRequest(session.token, {
          chainId: wanted,
          method: 'eth_sendTransaction',
          params: [checks[index]!.tx],
          accountType: 'eoa',
        })
        if (!isHash(hash)) throw new InternalRpcError('The wallet returned no transaction hash')
        return hash
      }
      await dispatch(
        awaitApproval({ method, chainName: network.name, description, request: shown }, signal, () =>
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

/** The frame's capabilities for the embedded wallet's acting account. */
function embeddedCapabilities(params: unknown): FrameThunk<Promise<unknown>> {
  return async (_dispatch, getState) => {
    const parsed = getCapabilitiesParams().safeParse(params ?? [])
    if (!parsed.success) throw new InvalidParamsRpcError()
    const [address, chainIds] = parsed.data
    const state = getState()
    const acting = selectActingAccount(state, 'eip155')
    if (address !== undefined && (!acting || !isAddressEqual(address as Address, acting.address as Address))) throw new UnauthorizedProviderError()
    // Batches are atomic where the smart account acts, which is only so while it is the account the dapp sees.
    const atomic = acting?.type === 'smartAccount' ? state.network.available.filter((n) => smartAccountActs(state.smartAccount, n.caipNetworkId)) : []
    return frameCapabilities(evmChainIds(state.network.available), chainIds, evmChainIds(atomic))
  }
}

type Answer = (params: unknown, signal: AbortSignal | undefined) => FrameThunk<Promise<unknown>>

/** Status and show requests reach it only for ids the frame does not hold (router/route-call-batch.ts answers the frame's own). */
const unknownBundle: Answer = () => async () => {
  throw new UnknownBundleIdError()
}

const ANSWERS: Record<MethodsWhere<Eip155Entries, { answeredBy: 'call-batch' }>, Answer> = {
  wallet_sendCalls: (params, signal) => sendEmbeddedCalls(parseWalletSendCallsParams(params)[0], signal),
  wallet_getCapabilities: embeddedCapabilities,
  wallet_getCallsStatus: unknownBundle,
  wallet_showCallsStatus: unknownBundle,
}

/** The embedded wallet's EIP-5792 methods. */
export function requestEmbeddedCalls(args: RpcRequest, signal?: AbortSignal): FrameThunk<Promise<unknown>> {
  return async (dispatch) => dispatch((handlerOf(ANSWERS, args.method) ?? unknownBundle)(args.params, signal))
}
