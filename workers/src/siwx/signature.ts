import { workerFamilyOf } from '../families/index.js'

/** Whether `signature` signs `message` for `address`, as the chain's family checks it; false on a chain of no family the worker knows. */
export async function verifySignature(env: Pick<Env, 'RPC_URLS'>, chainId: string, address: string, message: string, signature: string): Promise<boolean> {
  return (await workerFamilyOf(chainId)?.siwx.verify(env, chainId, address, message, signature)) ?? false
}
