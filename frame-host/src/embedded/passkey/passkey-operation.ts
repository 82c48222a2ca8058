import {
  PasskeyMessages,
  PasskeyOperationPaths,
  PasskeySafe,
  passkeyPrepared,
  passkeySent,
  InvalidParamsRpcError,
  type PasskeyCall,
  type PasskeyOperationSignature,
} from '@porthole/protocol'
import type { Hex } from 'viem'
import { postAuth, type AuthFetch } from '../auth-client.js'
import type { PasskeyOperation } from '../approval-window/approval-request.js'

type StoredPasskey = { credentialId: string; publicKey: string }
type Transaction = { to?: Hex | undefined; value: Hex; data?: Hex | undefined }

/** A passkey account's operation on its way: what the window shows and signs, and how the signed one is sent. */
export type PreparedOperation = { operation: PasskeyOperation; send(signature: PasskeyOperationSignature): Promise<Hex> }

/**
 * The operation for a passkey account's transaction, prepared by the worker (nonce, gas, a
 * paymaster's data) but signed by nobody yet: the approval window checks it carries exactly this
 * transaction from this account, and the passkey signs it there. A smart account deploys
 * contracts through a factory call, so a transaction without `to` is refused here.
 */
export async function preparePasskeyOperation(
  fetch: AuthFetch,
  token: string,
  chainId: number,
  tx: Transaction,
  passkey: StoredPasskey,
): Promise<PreparedOperation> {
  if (!tx.to) throw new InvalidParamsRpcError(PasskeyMessages.needsRecipient)
  const calls: PasskeyCall[] = [{ to: tx.to, value: tx.value, data: tx.data ?? '0x' }]
  const { userOperation } = await postAuth(fetch, PasskeyOperationPaths.prepare, passkeyPrepared(), { chainId, calls }, token)
  return {
    operation: { ...passkey, safe4337Module: PasskeySafe.safe4337Module, userOperation },
    send: async (signature) =>
      (await postAuth(fetch, PasskeyOperationPaths.send, passkeySent(), { chainId, calls, userOperation, signature }, token)).result as Hex,
  }
}
