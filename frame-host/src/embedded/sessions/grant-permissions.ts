import {
  grantPermissionsRequest,
  InvalidParamsRpcError,
  SESSION_MAX_EXPIRY_S,
  SESSION_MIN_EXPIRY_S,
  SESSION_MODULE_ADDRESS,
  SessionMessages,
  SmartAccountMessages,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnsupportedChainIdError,
  grantedPermissionsOf,
  sessionGrantOf,
  sessionModuleAbi,
  type GrantPermissionsAnswer,
  type GrantPermissionsRequest,
  type SessionGrant,
} from '@porthole/protocol'
import * as z from 'zod/mini'
import { encodeFunctionData, getAddress, isAddressEqual, numberToHex, type Address, type Hex } from 'viem'
import { eip155ChainId, type Network } from '../../chains/index.js'
import { awaitApproval } from '../approval-queue.js'
import { jsonOf } from '../approval-window/approval-request.js'
import { describeSessionApproval } from '../approval-window/describe-session-approval.js'
import { smartAccountActs } from '../../smart-account/index.js'
import type { FrameState, FrameThunk } from '../../store/index.js'
import type { RpcTransport } from '../../rpc/index.js'
import { readContract } from './read-contract.js'
import { safeModuleAbi } from './safe-module-abi.js'
import { readSessionFacts } from './session-facts.js'
import { sessionKeyOf } from './session-key.js'
import { actingSmartAccount, sendModuleCalls } from './acting-smart-account.js'
import { signingPasskey } from '../embedded-storage.js'
import { waitForReceipt } from '../../send/index.js'
import { sessionsClientOf } from './sessions-service.js'

/** The one parameter, as an array (ERC-7715) or alone; anything else is -32602 naming the issue. */
function parseRequest(params: unknown): GrantPermissionsRequest {
  const parsed = grantPermissionsRequest().safeParse(Array.isArray(params) ? params[0] : params)
  if (!parsed.success) throw new InvalidParamsRpcError(`Invalid params: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** The network the grant is for: the one named, else the active one; the smart account must act there. */
function networkOf(state: FrameState, chainId: string | undefined): Network {
  const wanted = chainId === undefined ? eip155ChainId(state.network.active.eip155) : Number(BigInt(chainId))
  const network = state.network.available.find((n) => eip155ChainId(n.caipNetworkId) === wanted)
  if (!network || !smartAccountActs(state.smartAccount, network.caipNetworkId)) throw new UnsupportedChainIdError(SessionMessages.wrongChain)
  return network
}

/** The Safe's calls, one UserOperation: enable the module where it is not yet (or the Safe not yet deployed), then grant. */
async function grantCalls(transport: RpcTransport, safe: Address, key: Hex, grant: SessionGrant, expiry: number) {
  // A Safe not yet deployed answers nothing: it has no module yet.
  const enabled = await readContract(transport, safe, safeModuleAbi, 'isModuleEnabled', [SESSION_MODULE_ADDRESS]).catch(() => false)
  const grantData = encodeFunctionData({
    abi: sessionModuleAbi,
    functionName: 'grant',
    args: [key, BigInt(expiry), grant.targets.map((t) => getAddress(t)), grant.limits.map((l) => getAddress(l.token)), grant.limits.map((l) => l.allowance)],
  })
  return [
    ...(enabled ? [] : [{ to: safe, data: encodeFunctionData({ abi: safeModuleAbi, functionName: 'enableModule', args: [SESSION_MODULE_ADDRESS] }) }]),
    { to: SESSION_MODULE_ADDRESS as Hex, data: grantData },
  ]
}

/**
 * ERC-7715 `wallet_grantPermissions` for the embedded smart account: the
 * visitor sees the dapp's key, the contracts it may call, each token's limit
 * and the expiry on ONE approval; approved, the Safe enables
 * PortholeSessionModule (once) and grants the key in one UserOperation, the
 * worker records the grant after checking it on chain, and the dapp gets the
 * context its key needs to call the module (module, Safe, key), with the
 * permissions the module holds. An eoa has no module to enforce a session,
 * so it is refused with a clear error.
 */
export function grantPermissions(params: unknown, signal?: AbortSignal): FrameThunk<Promise<GrantPermissionsAnswer>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const { token, safe } = actingSmartAccount(state, services)
    const request = parseRequest(params)
    const network = networkOf(state, request.chainId)
    if (request.address !== undefined && !isAddressEqual(request.address as Address, safe)) throw new UnauthorizedProviderError(SessionMessages.wrongAccount)
    const key = sessionKeyOf(request.signer)
    const now = Math.floor(Date.now() / 1000)
    if (request.expiry < now + SESSION_MIN_EXPIRY_S || request.expiry > now + SESSION_MAX_EXPIRY_S) throw new InvalidParamsRpcError(SessionMessages.expiry)
    // Every field the module would not enforce is refused here (SessionRequestError, -32602 naming it), before anything is shown.
    const grant = sessionGrantOf(request.permissions, safe, request.policies)
    const granted = grantedPermissionsOf(grant)
    const chainId = eip155ChainId(network.caipNetworkId)!
    const transport = services.transports.forNetwork(network)
    const [chainFacts, calls] = await Promise.all([readSessionFacts(transport, network, grant), grantCalls(transport, safe, key, grant, request.expiry)])
    const method = 'wallet_grantPermissions'
    const chain = { id: network.caipNetworkId, name: network.name, symbol: network.nativeCurrency.symbol }
    // A smart account a passkey owns grants in one operation its passkey signs in the approval window, which checks it runs exactly these calls.
    const owner = signingPasskey(services.embedded.storage.readSession(), 'smartAccount')
    const passkey = owner
      ? await (
          await import('../passkey/passkey-operation.js')
        ).preparePasskeyOperation(
          services.embedded.fetch,
          token,
          chainId,
          calls.map((call) => ({ ...call, value: '0x0' as Hex })),
          owner,
        )
      : undefined
    // The approval shows the calls as the window reads them, with the tokens' symbols and decimals the chain told.
    const shown = { method, params: jsonOf(calls), chain, account: safe, chainFacts, ...(passkey ? { passkey: passkey.operation } : {}) }
    const description = describeSessionApproval(shown)
    const approval = { method, chainName: network.name, description, request: shown }
    const registered = await dispatch(
      awaitApproval(approval, signal, async (signature) => {
        if (!passkey) await dispatch(sendModuleCalls(token, network, calls))
        else if ((await waitForReceipt(transport, await passkey.answer(signature!))) === 'reverted')
          throw new TransactionRejectedRpcError(SmartAccountMessages.userOperationReverted)
        // The worker records only what the chain shows, so a UserOperation that failed inside its transaction is caught here.
        return sessionsClientOf(services)
          .register(token, { chainId: network.caipNetworkId, address: safe, sessionKey: key, expiry: request.expiry, permissions: granted })
          .catch((error: Error) => {
            throw new TransactionRejectedRpcError(error.message)
          })
      }),
    )
    // What the module holds, as the worker just read it on chain: built from the grant, never the request echoed.
    return {
      chainId: numberToHex(chainId),
      address: safe,
      expiry: request.expiry,
      signer: request.signer,
      permissions: granted,
      grantedPermissions: granted,
      policies: [],
      context: registered.context,
      permissionsContext: registered.context,
      pci: registered.pci,
      signerData: { submitToAddress: SESSION_MODULE_ADDRESS },
    }
  }
}
