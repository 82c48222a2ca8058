import {
  InternalRpcError,
  InvalidParamsRpcError,
  revokePermissionsRequest,
  revokeSessionMessage,
  SESSION_MODULE_ADDRESS,
  SessionMessages,
  SmartAccountMessages,
  TransactionRejectedRpcError,
  sessionGrantOf,
  sessionModuleAbi,
  UnsupportedChainIdError,
  type SmartSession,
} from '@porthole/protocol'
import { encodeFunctionData, isHex, type Address, type Hex } from 'viem'
import * as z from 'zod/mini'
import { eip155ChainId } from '../../chains/index.js'
import { awaitApproval } from '../approval-queue.js'
import { jsonOf } from '../approval-window/approval-request.js'
import { describeSessionApproval } from '../approval-window/describe-session-approval.js'
import { selectActingAccount, smartAccountActs } from '../../smart-account/index.js'
import type { FrameThunk } from '../../store/index.js'
import { readSessionFacts } from './session-facts.js'
import { sessionsClientOf } from './sessions-service.js'
import { actingSmartAccount, sendModuleCalls } from './acting-smart-account.js'
import { signingPasskey } from '../embedded-storage.js'
import { waitForReceipt } from '../../send/index.js'

/** The smart account's active sessions for this project (none for an eoa, which has none). */
export function listSessions(): FrameThunk<Promise<SmartSession[]>> {
  return async (_dispatch, getState, services) => {
    const acting = selectActingAccount(getState(), 'eip155')
    if (acting?.type !== 'smartAccount') return []
    return sessionsClientOf(services).list(acting.address)
  }
}

/**
 * Ends a session for good: the Safe revokes the key in the module (one
 * UserOperation: from then on the key's calls revert), then the account
 * signs revokeSessionMessage(pci) and the worker ends its record. With a
 * `signal` the dapp asked (`wallet_revokePermissions`), so the visitor
 * approves first; from the Account view the visitor's own click is the decision.
 * Answers the account's signature, which AppKit forwards as the revoke's proof
 * (a passkey's smart account: the operation's hash, the chain being the proof).
 */
export function revokeSession(pci: string, fromDapp?: { signal: AbortSignal | undefined }): FrameThunk<Promise<Hex>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const { token, safe } = actingSmartAccount(state, services)
    const client = sessionsClientOf(services)
    const record = (await client.list(safe)).find((s) => s.pci === pci)
    if (!record) throw new InvalidParamsRpcError(SessionMessages.unknownSession)
    const network = state.network.available.find((n) => n.caipNetworkId === record.chainId)
    if (!network || !smartAccountActs(state.smartAccount, network.caipNetworkId)) throw new UnsupportedChainIdError(SessionMessages.wrongChain)
    const chainId = eip155ChainId(network.caipNetworkId)!
    const transport = services.transports.forNetwork(network)
    const calls = [
      { to: SESSION_MODULE_ADDRESS as Hex, data: encodeFunctionData({ abi: sessionModuleAbi, functionName: 'revoke', args: [record.sessionKey as Address] }) },
    ]
    const chain = { id: network.caipNetworkId, name: network.name, symbol: network.nativeCurrency.symbol }
    // The revoke's call names only the key: what the session may do comes with the facts, as the worker's record holds it.
    const facts = () => readSessionFacts(transport, network, sessionGrantOf(record.permissions, safe), { expiry: record.expiry })
    const method = 'wallet_revokePermissions'
    // A smart account a passkey owns revokes in one operation its passkey signs in the approval window, asked for from
    // Account as from a dapp; the worker ends the record once the chain shows the key revoked, so no second signature is asked.
    const owner = signingPasskey(services.embedded.storage.readSession(), 'smartAccount')
    if (owner) {
      const { preparePasskeyOperation } = await import('../passkey/passkey-operation.js')
      const txs = calls.map((call) => ({ ...call, value: '0x0' as Hex }))
      const [passkey, chainFacts] = await Promise.all([preparePasskeyOperation(services.embedded.fetch, token, chainId, txs, owner), facts()])
      const request = { method, params: jsonOf(calls), chain, account: safe, chainFacts, passkey: passkey.operation }
      return dispatch(
        awaitApproval({ method, chainName: network.name, description: describeSessionApproval(request), request }, fromDapp?.signal, async (signature) => {
          const hash = await passkey.answer(signature!)
          if ((await waitForReceipt(transport, hash)) === 'reverted') throw new TransactionRejectedRpcError(SmartAccountMessages.userOperationReverted)
          await client.revoke(safe, pci, hash).catch((error: Error) => {
            throw new InternalRpcError(error.message)
          })
          return hash
        }),
      )
    }
    const run = async (): Promise<Hex> => {
      await dispatch(sendModuleCalls(token, network, calls))
      const signature = await services.embedded.client.walletRequest(token, {
        chainId,
        method: 'personal_sign',
        params: [revokeSessionMessage(pci), safe],
        accountType: 'smartAccount',
      })
      if (!isHex(signature)) throw new InternalRpcError('The wallet returned no signature')
      await client.revoke(safe, pci, signature).catch((error: Error) => {
        throw new InternalRpcError(error.message)
      })
      return signature
    }
    if (!fromDapp) return run()
    // What the window reads is the Safe's call, as for a passkey; the account's signature of the pci that follows it only ends the worker's record.
    const request = { method, params: jsonOf(calls), chain, account: safe, chainFacts: await facts() }
    return dispatch(awaitApproval({ method, chainName: network.name, description: describeSessionApproval(request), request }, fromDapp.signal, run))
  }
}

/** `wallet_revokePermissions`: its one parameter names the session's pci, as an array or alone. */
export function revokePermissions(params: unknown, signal: AbortSignal | undefined): FrameThunk<Promise<Hex>> {
  const parsed = revokePermissionsRequest().safeParse(Array.isArray(params) ? params[0] : params)
  if (!parsed.success) throw new InvalidParamsRpcError(`Invalid params: ${z.prettifyError(parsed.error)}`)
  return revokeSession(parsed.data.pci, { signal })
}
