import {
  PasskeyFlowMessages,
  PasskeyOperationPaths,
  PasskeySafe,
  passkeyMessageSigned,
  passkeyPrepared,
  passkeySent,
  InvalidParamsRpcError,
  type PasskeyCall,
  type PasskeyOperationSignature,
} from '@porthole/protocol'
import type { Hex } from 'viem'
import type { AuthFetch } from '../../http/index.js'
import { postAuth } from '../auth-client.js'
import type { PasskeyOperation } from '../approval-window/approval-request.js'

type StoredPasskey = { credentialId: string; publicKey: string }
type Transaction = { to?: Hex | undefined; value: Hex; data?: Hex | undefined }

/**
 * A passkey account's request on its way: what the approval window needs to have the passkey
 * sign it (`operation`), and how the worker turns the window's assertion into the answer.
 */
export type PasskeyApproval = { operation: PasskeyOperation; answer(signature: PasskeyOperationSignature): Promise<Hex> }

/**
 * The operation for a passkey account's transaction or batch, prepared by the worker (nonce, gas,
 * a paymaster's data) but signed by nobody yet: the approval window checks it carries exactly
 * these calls from this account, and the passkey signs it there. A smart account deploys
 * contracts through a factory call, so a transaction without `to` is refused here.
 */
export async function preparePasskeyOperation(
  fetch: AuthFetch,
  token: string,
  chainId: number,
  txs: Transaction[],
  passkey: StoredPasskey,
): Promise<PasskeyApproval> {
  const calls: PasskeyCall[] = txs.map((tx) => {
    if (!tx.to) throw new InvalidParamsRpcError(PasskeyFlowMessages.needsRecipient)
    return { to: tx.to, value: tx.value, data: tx.data ?? '0x' }
  })
  const { userOperation } = await postAuth(fetch, PasskeyOperationPaths.prepare, passkeyPrepared(), { chainId, calls }, token)
  return {
    operation: { ...passkey, safe4337Module: PasskeySafe.safe4337Module, userOperation },
    answer: async (signature) =>
      (await postAuth(fetch, PasskeyOperationPaths.send, passkeySent(), { chainId, calls, userOperation, signature }, token)).result as Hex,
  }
}

/**
 * A message or typed data for a passkey account: the window has the passkey sign the Safe's
 * SafeMessage hash of it, and the worker encodes that as the Safe's signature.
 */
export function passkeyMessage(fetch: AuthFetch, token: string, chainId: number, method: string, params: unknown[], passkey: StoredPasskey): PasskeyApproval {
  return {
    operation: { ...passkey, safe4337Module: PasskeySafe.safe4337Module },
    answer: async (signature) =>
      (await postAuth(fetch, PasskeyOperationPaths.signMessage, passkeyMessageSigned(), { chainId, method, params, signature }, token)).result as Hex,
  }
}
